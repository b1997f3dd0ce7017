import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { records, webPages } from '../../../src/server/db/schema.ts';
import { signedInApp } from '../../support/api.helpers.ts';

const { t, as } = signedInApp(['admin', 'staff01']);

// Every test starts from the descriptors' own forms.
afterEach(async () => {
  await t.database.db.delete(webPages);
});

type Entry = { key: string; visible?: boolean; editable?: boolean; required?: boolean; span?: number; sort?: number; label?: Record<string, string> };
const saveForm = (module: string, fields: Entry[], by = 'admin') =>
  as[by].post('/mongo/web/saveWeb', { moduleId: module, name: `${module} form`, kind: 'form', config: { fields } }, { 'accept-language': 'en' });
const stored = async (id: number) => (await t.database.db.select({ data: records.data }).from(records).where(eq(records.id, id)))[0].data;
const formRows = async (module: string) =>
  t.database.db
    .select()
    .from(webPages)
    .where(and(eq(webPages.moduleId, module), eq(webPages.kind, 'form')));

const CUSTOMER = {
  name: '表单覆盖测试客户',
  customerType: '1',
  level: 'A',
  contactName: '王工',
  contactMobile: '13800000000',
};

describe('form overrides in server validation', () => {
  it('requires a field the override makes required on a complete save, and not while staging', async () => {
    expect((await saveForm('customer', [{ key: 'industry', required: true }])).body.status).toBe(200);
    const refused = await as.staff01.post('/m/customer?complete=1', CUSTOMER, { 'accept-language': 'en' });
    expect(refused.http).toBe(400);
    expect(refused.body).toMatchObject({ status: 1001, data: { field: 'industry' } });
    expect(refused.body.msg).toContain('Industry');
    const staged = await as.staff01.post('/m/customer', CUSTOMER);
    expect(staged.body.status).toBe(200);
    // Updating the staged record to a complete one needs the field too.
    const version = staged.body.data.version;
    expect((await as.staff01.put(`/m/customer/${staged.body.data.id}?complete=1`, { ...CUSTOMER, version })).body).toMatchObject({
      status: 1001,
      data: { field: 'industry' },
    });
    expect((await as.staff01.put(`/m/customer/${staged.body.data.id}?complete=1`, { ...CUSTOMER, industry: '2', version })).body.status).toBe(200);
  });

  it('lets the override turn off a required rule that is not essential', async () => {
    const { contactMobile: _dropped, ...withoutMobile } = CUSTOMER;
    expect((await as.staff01.post('/m/customer?complete=1', withoutMobile)).body).toMatchObject({ status: 1001, data: { field: 'contactMobile' } });
    await saveForm('customer', [{ key: 'contactMobile', required: false }]);
    expect((await as.staff01.post('/m/customer?complete=1', withoutMobile)).body.status).toBe(200);
  });

  it('never writes a field the override hides or makes read-only, and never requires it', async () => {
    await saveForm('customer', [
      { key: 'shortName', visible: false },
      { key: 'region', editable: false },
      { key: 'contactName', visible: false },
    ]);
    const { contactName: _dropped, ...rest } = CUSTOMER;
    const created = await as.staff01.post('/m/customer?complete=1', { ...rest, shortName: '偷写简称', region: '偷写地区' });
    expect(created.body.status).toBe(200);
    const id = created.body.data.id as number;
    expect(await stored(id)).not.toHaveProperty('shortName');
    expect(await stored(id)).not.toHaveProperty('region');

    // A value stored before the field was hidden is kept as it is: an update cannot change or clear it.
    await t.database.db.delete(webPages);
    const before = await as.staff01.put(`/m/customer/${id}`, { shortName: '原简称', region: '原地区', version: created.body.data.version });
    expect(before.body.status).toBe(200);
    await saveForm('customer', [
      { key: 'shortName', visible: false },
      { key: 'region', editable: false },
    ]);
    const after = await as.staff01.put(`/m/customer/${id}`, { shortName: '改写', region: '', version: before.body.data.version });
    expect(after.body.status).toBe(200);
    expect(await stored(id)).toMatchObject({ shortName: '原简称', region: '原地区' });
  });

  it('checks the override on submit: a field it makes required must be filled before approval', async () => {
    await saveForm('reimapplication', [{ key: 'payeeAccount', required: true }]);
    const today = new Date().toISOString().slice(0, 10);
    const application = {
      title: '覆盖测试报销',
      reimbursementType: '2',
      amount: '100.00',
      occurredOn: today,
      lines: [{ date: today, item: '打车', amount: '100.00' }],
    };
    const created = await as.staff01.post('/m/reimapplication', application);
    expect(created.body.status).toBe(200);
    const id = created.body.data.id as number;
    const refused = await as.staff01.post(`/wf/reimapplication/${id}/submit`, {});
    expect(refused.body).toMatchObject({ status: 1001, data: { field: 'payeeAccount' } });
    expect((await as.staff01.get(`/m/reimapplication/${id}`)).body.data.status).toBe(0);
    const updated = await as.staff01.put(`/m/reimapplication/${id}`, { payeeAccount: '6222020000000000', version: created.body.data.version });
    expect(updated.body.status).toBe(200);
    expect((await as.staff01.post(`/wf/reimapplication/${id}/submit`, {})).body.status).toBe(200);
  });
});

describe('POST /prod-api/mongo/web/saveWeb for forms', () => {
  it('refuses an override that loosens an essential rule, and saves nothing', async () => {
    // amount is the sum of the lines and what the flow decides on; loan is the pick a repayment's limit follows.
    for (const [module, entry, field] of [
      ['reimapplication', { key: 'amount', visible: false }, 'config.fields.0.visible'],
      ['reimapplication', { key: 'amount', required: false }, 'config.fields.0.required'],
      ['repayment', { key: 'loan', editable: false }, 'config.fields.0.editable'],
      ['repayment', { key: 'amount', required: false }, 'config.fields.0.required'],
    ] as const) {
      const refused = await saveForm(module, [entry]);
      expect(refused.body, module).toMatchObject({ status: 1001, data: { field } });
      expect(refused.body.msg).toContain('essential');
      expect(await formRows(module)).toHaveLength(0);
    }
    // Tightening an essential field, or moving and relabelling it, is fine.
    expect((await saveForm('reimapplication', [{ key: 'amount', required: true, span: 24, sort: 0, label: { en: 'Total' } }])).body.status).toBe(200);
  });

  it('refuses unknown and repeated fields and a required field nobody could fill', async () => {
    expect((await saveForm('customer', [{ key: 'nope' }])).body).toMatchObject({ status: 1001, data: { field: 'config.fields.0.key' } });
    expect((await saveForm('customer', [{ key: 'region' }, { key: 'region', visible: false }])).body).toMatchObject({
      status: 1001,
      data: { field: 'config.fields.1.key' },
    });
    const hiddenRequired = await saveForm('customer', [{ key: 'region', visible: false, required: true }]);
    expect(hiddenRequired.body).toMatchObject({ status: 1001, data: { field: 'config.fields.0.required' } });
    expect(hiddenRequired.body.msg).toContain('cannot be required');
    expect((await saveForm('customer', [{ key: 'region', span: 7 }])).body).toMatchObject({ status: 1001, data: { field: 'config.fields.0.span' } });
    expect((await saveForm('customer', [{ key: 'region', label: { zh: 'x'.repeat(61) } }])).body.status).toBe(1001);
    expect((await saveForm('customer', [{ key: 'region', visible: false }], 'staff01')).body.status).toBe(4031);
    expect(await formRows('customer')).toHaveLength(0);
  });

  it('keeps one form override per module and answers it with the essential fields', async () => {
    const first = (await saveForm('customer', [{ key: 'region', visible: false }])).body.data;
    const second = (await saveForm('customer', [{ key: 'industry', required: true, label: { zh: '所属行业', en: 'Sector' } }])).body.data;
    expect(second.id).toBe(first.id);
    expect(await formRows('customer')).toHaveLength(1);
    const form = (await as.staff01.get('/m/customer/form')).body.data;
    expect(form.config.fields).toEqual([{ key: 'industry', required: true, label: { zh: '所属行业', en: 'Sector' } }]);
    expect(form.essential).toEqual([]);
    const reimbursement = (await as.staff01.get('/m/reimapplication/form')).body.data;
    expect(reimbursement).toMatchObject({ id: null, config: { fields: [] } });
    expect(reimbursement.essential).toContain('amount');
    expect((await as.staff01.get('/m/repayment/form')).body.data.essential).toEqual(expect.arrayContaining(['amount', 'loan']));
  });
});
