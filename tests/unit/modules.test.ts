import { followUpValues } from '../../src/modules/derive.ts';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadModule } from '../../src/modules/areas.ts';
import { findModule, MODULE_AREAS, MODULES, modulesOf } from '../../src/modules/index.ts';
import { DEFAULT_FLOWS } from '../../src/modules/module-files.ts';
import { missingLabels } from '../../src/modules/module-catalogue.ts';
import { fieldLabelId, optionLabelId, RECORD_COLUMNS, titleId } from '../../src/modules/module.types.ts';
import { LOCALES } from '../../src/shared/i18n/locales.ts';
import { MESSAGES as CATALOGUES } from '../../src/server/lib/translate.ts';
import { optionValues } from '../../src/shared/rules/validate-record.ts';
import { MODULE_MENUS } from '../../src/server/seed/module-menus.ts';
import { FILE_KINDS } from '../../src/server/lib/file-kinds.ts';

describe('the module registry', () => {
  it('holds Client and the eleven Information library modules, each key once', () => {
    expect(MODULES.filter((descriptor) => descriptor.area === 'library')).toHaveLength(11);
    expect(MODULES.filter((descriptor) => descriptor.area === 'client').map((descriptor) => descriptor.key)).toEqual(['customer']);
    expect(new Set(MODULES.map((descriptor) => descriptor.key)).size).toBe(MODULES.length);
  });

  it.each(MODULE_AREAS.map((area) => [area.key, area] as const))('%s: lists each of its modules under its key, and each names the area', async (_key, area) => {
    for (const key of Object.keys(area.modules)) expect(await loadModule(area, key)).toMatchObject({ key, area: area.key });
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

  it.each(MODULES.map((descriptor) => [descriptor.key, descriptor] as const))(
    '%s: its labels name the title, every field, column, own option value and count report in zh, en and es',
    (_key, descriptor) => expect(missingLabels(descriptor)).toEqual([]),
  );

  it('names, in each follow-up, a module that exists and fields that exist on both sides', () => {
    const followUps = MODULES.flatMap((descriptor) => (descriptor.capabilities.followUps ?? []).map((followUp) => ({ descriptor, followUp })));
    expect(followUps.length).toBeGreaterThan(0);
    for (const { descriptor, followUp } of followUps) {
      const target = findModule(followUp.module);
      expect(target, `${descriptor.key} → ${followUp.module}`).toBeDefined();
      for (const [to, from] of Object.entries(followUp.fields)) {
        expect(
          target!.fields.some((field) => field.key === to),
          `${followUp.module}.${to}`,
        ).toBe(true);
        expect(from === 'id' || descriptor.fields.some((field) => field.key === from), `${descriptor.key}.${from}`).toBe(true);
      }
    }
  });

  it("carries a source's detail lines into a follow-up, each with the target table's columns and the names of its picks", () => {
    const contract = findModule('purchasecontract')!;
    const acceptance = findModule('materialstock')!;
    const followUp = contract.capabilities.followUps!.find((candidate) => candidate.module === 'materialstock')!;
    const record = {
      id: 7,
      serialNo: 'CG2026110001',
      title: '笔记本采购',
      lines: [{ item: 3, quantity: 20, unitPrice: 5000, amount: 100000 }],
      pickLabels: { 'lines.0.item': '笔记本电脑' },
    };
    expect(followUpValues(contract, followUp, record, acceptance)).toEqual({
      values: { contract: 7, lines: [{ item: 3, quantity: 20 }] },
      pickLabels: { contract: '笔记本采购', 'lines.0.item': '笔记本电脑' },
    });
    const borrowing = findModule('materialborrow')!;
    const toReturn = borrowing.capabilities.followUps!.find((candidate) => candidate.module === 'materialreturn')!;
    const lent = {
      id: 9,
      serialNo: 'JC2026110001',
      purpose: '出差',
      borrower: 4,
      lines: [{ item: 3, asset: 12, quantity: 1 }],
      pickLabels: { borrower: '陈小明' },
    };
    expect(followUpValues(borrowing, toReturn, lent, findModule('materialreturn')!).values).toEqual({
      borrowing: 9,
      returner: 4,
      lines: [{ item: 3, asset: 12, quantity: 1 }],
    });
  });

  it('notices a label missing in one language or in all of them', () => {
    const reimbursement = findModule('reimapplication')!;
    const { amount, ...others } = reimbursement.labels.fields;
    const withFields = (fields: typeof others) => ({ ...reimbursement, labels: { ...reimbursement.labels, fields } });
    expect(missingLabels(withFields({ ...others, amount: { ...amount, es: ' ' } }))).toEqual(['modules.reimapplication.fields.amount (es)']);
    expect(missingLabels(withFields(others))).toEqual(['modules.reimapplication.fields.amount']);
  });

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

  it.each(DEFAULT_FLOWS.map((flow) => [flow.key, flow] as const))('%s: its default flow names the module that ships it (oa:moduleId)', (_key, flow) => {
    const process = /<bpmn:process\b[^>]*>/.exec(readFileSync(flow.url, 'utf8'))?.[0] ?? '';
    expect(/\boa:moduleId="(\d+)"/.exec(process)?.[1]).toBe(String(flow.moduleId));
  });

  it('ships the default flow of every module that runs one: each flow key once, from a .bpmn in a folder of its modules', () => {
    const flows = new Set(MODULES.flatMap((descriptor) => (descriptor.flow ? [descriptor.flow] : [])));
    expect(DEFAULT_FLOWS.map((flow) => flow.key).sort()).toEqual([...flows].sort());
  });
});

describe('the area READMEs', () => {
  /** The rows of the module table in an area's README (the table whose first column is `module`), cell by header. */
  function moduleTable(area: string): Record<string, string>[] {
    const lines = readFileSync(new URL(`../../src/modules/${area}/README.md`, import.meta.url), 'utf8').split('\n');
    const cells = (line: string) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
    const start = lines.findIndex((line) => cells(line)[0] === 'module');
    const header = cells(lines[start]);
    const end = lines.findIndex((line, index) => index > start && !line.startsWith('|'));
    return lines.slice(start + 2, end === -1 ? undefined : end).map((line) => Object.fromEntries(cells(line).map((cell, i) => [header[i], cell])));
  }
  const code = (text: string | undefined) => (text ? `\`${text}\`` : '—');

  it.each(MODULE_AREAS.map((area) => area.key))("%s: the module table lists the registry's modules with their moduleId, permission and flow", (area) => {
    expect(moduleTable(area).map((row) => ({ module: row.module, moduleId: row.moduleId, permission: row.permission, flow: row.flow.split(' ')[0] }))).toEqual(
      modulesOf(area).map((descriptor) => ({
        module: code(descriptor.key),
        moduleId: String(descriptor.moduleId ?? '—'),
        permission: code(descriptor.permission),
        flow: code(descriptor.flow),
      })),
    );
  });
});
