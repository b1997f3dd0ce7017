import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ModuleDescriptor } from '../../../src/modules/module.types.ts';
import { formValues, fieldShown, payload } from '../../../src/client/engine/form/form-model.ts';
import { searchableProps } from '../../../src/client/engine/list/searchable-props.ts';
import { messagesFor } from '../../../src/client/i18n/messages.ts';
import { OWN_PAGE, signedInApp } from '../../support/api.helpers.ts';
import { multipart, workbook } from '../../support/import-files.helpers.ts';

/**
 * A new field is one line in a descriptor plus its label (src/modules/README.md). This file registers the customer
 * module with one more field, a contract number, and nothing else: storage, validation, list, form, view, search,
 * Excel, print and the catalogues all follow from that line.
 */
vi.mock('../../../src/modules/index.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/modules/index.ts')>();
  const { r } = await import('../../../src/shared/rules/rules.ts');
  const customer = original.findModule('customer')!;
  const withContractNo: ModuleDescriptor = {
    ...customer,
    fields: [...customer.fields, { key: 'contractNo', type: 'text', rules: [r.maxLength(20)], column: { width: 140 }, search: true }],
    labels: { ...customer.labels, fields: { ...customer.labels.fields, contractNo: { zh: '合同编号', en: 'Contract number', es: 'Número de contrato' } } },
  };
  const modules = original.MODULES.map((descriptor) => (descriptor === customer ? withContractNo : descriptor));
  const byKey = new Map(modules.map((descriptor) => [descriptor.key, descriptor]));
  return { ...original, MODULES: modules, findModule: (key: string) => byKey.get(key) };
});

const { findModule } = await import('../../../src/modules/index.ts');
const { missingLabels } = await import('../../../src/modules/module-catalogue.ts');

const { t, as } = signedInApp(['admin', 'staff01', 'finance01']);
const customer = () => findModule('customer')!;
const contractNo = () => customer().fields.find((field) => field.key === 'contractNo')!;
const NEW_CUSTOMER = { name: '合同编号测试客户', customerType: '2', level: 'A', contactName: '张三', contactMobile: '13900000077', contractNo: 'HT2026-0042' };
let saved: { id: number; contractNo: string };

beforeAll(async () => {
  saved = (await as.staff01.post('/m/customer', NEW_CUSTOMER)).body.data;
});

async function sheetOf(payload: unknown) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as ArrayBuffer);
  const sheet = book.worksheets[0];
  return { sheet, header: (sheet.getRow(1).values as unknown[]).slice(1) };
}

describe('a field added to a module', () => {
  it('is stored and read back', async () => {
    expect(saved.contractNo).toBe('HT2026-0042');
    expect((await as.staff01.get(`/m/customer/${saved.id}`)).body.data.contractNo).toBe('HT2026-0042');
  });

  it('is validated by its rules: a bad value is refused with 1001 naming it, in the caller’s language', async () => {
    const refused = await as.staff01.put(`/m/customer/${saved.id}`, { ...NEW_CUSTOMER, contractNo: 'X'.repeat(21), version: 1 }, { 'accept-language': 'en' });
    expect(refused.body).toMatchObject({ status: 1001, data: { field: 'contractNo' } });
    expect(refused.body.msg).toContain('Contract number');
  });

  it('is a list column, labelled, with its declared width', async () => {
    const layout = (await as.staff01.get('/m/customer/layout', { 'accept-language': 'es' })).body.data;
    expect(layout.tableHeaderSet.find((column: { prop: string }) => column.prop === 'contractNo')).toMatchObject({
      label: 'Número de contrato',
      visible: true,
      width: 140,
    });
  });

  it('is on the form and the view the client derives from the descriptor, and among its search properties', () => {
    const values = formValues(customer(), saved);
    expect(values.contractNo).toBe('HT2026-0042');
    expect(fieldShown(contractNo(), '-1', 0)).toBe(true);
    expect(payload(customer(), values, () => true).contractNo).toBe('HT2026-0042');
    expect(searchableProps(customer()).find((prop) => prop.prop === 'contractNo')?.kind).toBe('text');
    expect(messagesFor('zh')['modules.customer.fields.contractNo']).toBe('合同编号');
  });

  it('is found by the quick search since it says search: true', async () => {
    const found = (await as.staff01.post('/m/customer/page', { query: 'HT2026-0042' })).body.data.list;
    expect(found.map((row: { id: number }) => row.id)).toEqual([saved.id]);
  });

  it('is an Excel column that exports and imports', async () => {
    const exported = await t.app.inject({
      method: 'POST',
      url: '/prod-api/m/customer/export',
      payload: { query: 'HT2026-0042' },
      headers: { ...OWN_PAGE, cookie: `Admin-Token=${as.admin.cookies['Admin-Token']}`, 'accept-language': 'en' },
    });
    const { sheet, header } = await sheetOf(exported.rawPayload);
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(header.indexOf('Contract number') + 1).value).toBe('HT2026-0042');

    const file = await workbook(
      ['客户名称', '客户类型', '客户等级', '联系人', '联系人手机', '合同编号'],
      [['导入的合同客户', '国有企业', 'A', '李四', '13900000078', 'HT2026-0043']],
    );
    const { body, headers } = multipart({}, file);
    expect((await as.finance01.post('/m/customer/import', body, headers)).body).toMatchObject({ status: 200, data: { imported: 1 } });
    const imported = (await as.finance01.post('/m/customer/page', { query: '导入的合同客户' })).body.data.list[0];
    expect(imported.contractNo).toBe('HT2026-0043');
  });

  it('is printed by the built-in template, with its label', async () => {
    const printed = (await as.staff01.get(`/print/customer/${saved.id}`, { 'accept-language': 'en' })).body.data.html;
    expect(printed).toContain('Contract number');
    expect(printed).toContain('HT2026-0042');
  });

  it('is named in every language, and the check notices a label left out', () => {
    expect(missingLabels(customer())).toEqual([]);
    const { contractNo: _label, ...others } = customer().labels.fields;
    expect(missingLabels({ ...customer(), labels: { ...customer().labels, fields: others } })).toEqual(['modules.customer.fields.contractNo']);
  });
});
