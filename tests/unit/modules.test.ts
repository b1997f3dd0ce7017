import { describe, expect, it } from 'vitest';
import { MODULES } from '../../src/modules/index.ts';
import { fieldLabelId, optionLabelId, RECORD_COLUMNS, titleId } from '../../src/modules/module.types.ts';
import { CATALOGUES, LOCALES } from '../../src/shared/i18n/locales.ts';
import { optionValues } from '../../src/shared/rules/validate-record.ts';
import { MODULE_MENUS } from '../../src/server/engine/module-menus.ts';
import { FILE_KINDS } from '../../src/server/lib/file-kinds.ts';

describe('the module registry', () => {
  it('holds Client and the eleven Information library modules, each key once', () => {
    expect(MODULES.filter((descriptor) => descriptor.area === 'library')).toHaveLength(11);
    expect(MODULES.filter((descriptor) => descriptor.area === 'client').map((descriptor) => descriptor.key)).toEqual(['customer']);
    expect(new Set(MODULES.map((descriptor) => descriptor.key)).size).toBe(MODULES.length);
  });

  it.each(MODULES.map((descriptor) => [descriptor.key, descriptor] as const))(
    '%s: fields are unique, never reuse record columns, and have labels in zh, en, es',
    (_key, descriptor) => {
      const keys = descriptor.fields.map((field) => field.key);
      expect(new Set(keys).size).toBe(keys.length);
      for (const key of keys) expect(RECORD_COLUMNS as readonly string[]).not.toContain(key);
      expect(descriptor.serial).toMatch(/\{seq:\d+\}/);
      for (const locale of LOCALES) {
        const catalogue = CATALOGUES[locale] as Record<string, string>;
        expect(catalogue[titleId(descriptor)], `${locale} title`).toBeTruthy();
        for (const field of descriptor.fields) {
          expect(catalogue[fieldLabelId(descriptor, field.key)], `${locale} ${field.key}`).toBeTruthy();
          if (field.type === 'subTable')
            for (const column of field.columns) expect(catalogue[fieldLabelId(descriptor, `${field.key}.${column.key}`)]).toBeTruthy();
          if ((field.type === 'select' || field.type === 'radio' || field.type === 'checkbox') && 'values' in field.options)
            for (const value of optionValues(field)!)
              expect(catalogue[optionLabelId(descriptor, field.key, value)], `${locale} ${field.key}=${value}`).toBeTruthy();
        }
      }
    },
  );

  it('lets upload fields accept only extensions whose content the server checks, and image fields only images', () => {
    for (const descriptor of MODULES)
      for (const field of descriptor.fields)
        if (field.type === 'file' || field.type === 'image')
          for (const extension of field.accept) {
            const kind = FILE_KINDS[extension];
            expect(kind, `${descriptor.key}.${field.key}: ${extension}`).toBeDefined();
            if (field.type === 'image') expect(kind.mime, `${descriptor.key}.${field.key}: ${extension}`).toMatch(/^image\//);
          }
  });

  it('derives a page menu with <prefix>:list and a button per other action for every module', () => {
    const customer = MODULE_MENUS.filter((menu) => menu.code.startsWith('client.customer'));
    expect(customer.map((menu) => menu.permission)).toEqual([
      'client:list',
      'client:view',
      'client:add',
      'client:update',
      'client:del',
      'client:export',
      'client:import',
    ]);
    for (const menu of MODULE_MENUS) expect((CATALOGUES.en as Record<string, string>)[`menu.${menu.code}`], menu.code).toBeTruthy();
  });
});
