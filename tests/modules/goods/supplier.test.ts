import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sendDateReminders } from '../../../src/server/engine/date-reminders.ts';
import { delegatedAdmin, signedInApp } from '../../support/api.helpers.ts';

/**
 * The supplier register of the Goods area: a supplier's unified social credit code is checked by its check character,
 * every office reads the register, and the buyer is reminded ahead of each qualification certificate's expiry.
 */
const { t, as, ids } = signedInApp();
const en = { 'accept-language': 'en' };

const count = async () => (await as.admin.post('/m/supplier/page', { page: { pageIndex: 1, limit: 1 } })).body.data.total as number;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv');

const supplier = (fields: object = {}) => ({
  name: '杭州数码科技有限公司',
  creditCode: '91330106MA2H7K3P2R',
  taxpayerType: 'general',
  bankAccount: '1202021109900123456',
  buyer: ids.finance01,
  contacts: [{ name: '陈晓东', position: '大客户经理', phone: '13858012345', email: 'chenxd@hzdigital.example.cn' }],
  certificates: [{ name: '营业执照', number: '91330106MA2H7K3P2R', expiryDate: '2041-05-19' }],
  ...fields,
});

describe('suppliers', () => {
  it('refuses a credit code whose check character is wrong, saving nothing, and saves a valid one', async () => {
    const before = await count();
    const refused = await as.finance01.post('/m/supplier?complete=1', supplier({ creditCode: '91330106MA2H7K3P2A' }), en);
    expect(refused.body.status).toBe(1001);
    expect(JSON.stringify(refused.body)).toContain('creditCode');
    expect(refused.body.msg).toContain('unified social credit code');
    expect(await count()).toBe(before);

    const saved = await as.finance01.post('/m/supplier?complete=1', supplier({ creditCode: '91330105ma27xq1l6x' }), en);
    expect(saved.body.status, saved.body.msg).toBe(200);
    expect(saved.body.data).toMatchObject({ status: 0, buyer: ids.finance01 });
    expect(await count()).toBe(before + 1);
  });

  it('requires the name, the credit code and each certificate expiry date', async () => {
    const refused = await as.finance01.post('/m/supplier?complete=1', supplier({ certificates: [{ name: '营业执照' }] }), en);
    expect(refused.body.status).toBe(1001);
    expect(JSON.stringify(refused.body)).toContain('certificates.0.expiryDate');
    const noCode = await as.finance01.post('/m/supplier?complete=1', supplier({ creditCode: '' }), en);
    expect(noCode.body.status).toBe(1001);
    expect(JSON.stringify(noCode.body)).toContain('creditCode');
  });

  it('is read by a register user of another office whose data scope is their own company (readByAll)', async () => {
    const saved = await as.finance01.post('/m/supplier?complete=1', supplier({ name: '杭州文联办公用品有限公司' }), en);
    expect(saved.body.status, saved.body.msg).toBe(200);
    const { caller } = await delegatedAdmin(t, as.admin, {
      loginName: 'eastbuyer',
      codes: ['supplier:list', 'supplier:view'],
      dataScope: 1,
      officeCode: 'EAST',
    });
    const list = (await caller.post('/m/supplier/page', { page: { pageIndex: 1, limit: 100 } })).body.data.list as { id: number }[];
    expect(list.map((row) => row.id)).toContain(saved.body.data.id);
    const one = await caller.get(`/m/supplier/${saved.body.data.id}`);
    expect(one.body.status, one.body.msg).toBe(200);
    expect(one.body.data.name).toBe('杭州文联办公用品有限公司');
    // Reading it does not let them change it.
    const edited = await caller.put(`/m/supplier/${saved.body.data.id}`, { ...one.body.data, phone: '0571-88880000' });
    expect(edited.body.status).not.toBe(200);
  });

  it('has the demo dealer and stationer with their certificates', async () => {
    const list = (await as.admin.post('/m/supplier/page', { page: { pageIndex: 1, limit: 100 } })).body.data.list as Record<string, unknown>[];
    const demo = list.filter((row) => /^GYS0000[1-3]$/.test(String(row.serialNo)));
    expect(demo.map((row) => row.name).sort()).toEqual(['杭州恒印办公设备服务有限公司', '杭州数码科技有限公司', '杭州文联办公用品有限公司']);
    expect(demo.every((row) => row.buyer === ids.finance01)).toBe(true);
    const dealer = (await as.admin.get(`/m/supplier/${demo.find((row) => row.name === '杭州数码科技有限公司')!.id}`)).body.data;
    // One of its certificates expires within 30 days of 2026-11-24: its buyer is reminded of it.
    expect(dealer.certificates.map((row: { expiryDate: string }) => row.expiryDate)).toContain('2026-12-15');
  });
});

describe('certificate expiry reminders (scheduled task dateReminders)', () => {
  const reminders = async (name: string, id: number) =>
    ((await as[name].get('/processAudit/notifyList?unread=0', en)).body.data as { content: string; link: string }[])
      .filter((row) => row.link === `/goods/supplier/view?id=${id}`)
      .map((row) => JSON.parse(row.content) as { id: string; values: Record<string, string> });

  it('reminds the buyer once per certificate expiring within the window, naming it, and never twice', async () => {
    const created = await as.finance01.post(
      '/m/supplier?complete=1',
      supplier({
        name: '杭州恒印办公设备服务有限公司',
        creditCode: '91330110MA2CFR8T5P',
        buyer: ids.leader01,
        certificates: [
          { name: '营业执照', number: '91330110MA2CFR8T5P', expiryDate: inDays(200) },
          { name: '惠普金牌服务商证书', number: 'HP-SP-2026-0921', expiryDate: inDays(10) },
          { name: '安全生产许可证', number: '(浙)JZ安许证字[2023]010203', expiryDate: inDays(20) },
          { name: '已过期证书', number: 'OLD-1', expiryDate: inDays(-5) },
        ],
      }),
      en,
    );
    expect(created.body.status, created.body.msg).toBe(200);
    const id = created.body.data.id as number;

    await sendDateReminders(t.database.db);
    await sendDateReminders(t.database.db);
    const sent = await reminders('leader01', id);
    expect(sent).toHaveLength(2);
    expect(sent.map((message) => message.id)).toEqual(['workflow.notify.rowDueSoon', 'workflow.notify.rowDueSoon']);
    expect(sent.map((message) => message.values.row).sort()).toEqual(['安全生产许可证', '惠普金牌服务商证书']);
    expect(sent.find((message) => message.values.row === '惠普金牌服务商证书')?.values).toMatchObject({
      module: 'Suppliers',
      field: 'Valid until',
      date: inDays(10),
      serialNo: created.body.data.serialNo,
    });
    // Only the buyer is told, not the one who filed it.
    expect(await reminders('finance01', id)).toHaveLength(0);

    // A certificate renewed to a later date within the window reminds anew; the others are not repeated.
    const stored = (await as.admin.get(`/m/supplier/${id}`)).body.data;
    const renewed = stored.certificates.map((row: { name: string }) => (row.name === '惠普金牌服务商证书' ? { ...row, expiryDate: inDays(25) } : row));
    const saved = await as.finance01.put(`/m/supplier/${id}`, { ...stored, certificates: renewed }, en);
    expect(saved.body.status, saved.body.msg).toBe(200);
    await sendDateReminders(t.database.db);
    await sendDateReminders(t.database.db);
    const after = await reminders('leader01', id);
    expect(after).toHaveLength(3);
    expect(after.filter((message) => message.values.date === inDays(25))).toHaveLength(1);
  });

  it('reminds of a deleted supplier no more', async () => {
    const created = await as.finance01.post(
      '/m/supplier?complete=1',
      supplier({ name: '杭州已删供应商有限公司', certificates: [{ name: '营业执照', expiryDate: inDays(3) }] }),
      en,
    );
    const id = created.body.data.id as number;
    await t.database.db.execute(sql`update records set deleted_at = now() where id = ${id}`);
    await sendDateReminders(t.database.db);
    expect(await reminders('finance01', id)).toHaveLength(0);
  });
});
