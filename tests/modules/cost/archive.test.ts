import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sendDateReminders } from '../../../src/server/engine/date-reminders.ts';
import { moduleCalls, signedInApp } from '../../support/api.helpers.ts';

/**
 * The document archives of the Bidding-and-cost area: archive items (a register, no approval) and their borrowings
 * (approved, then lent out until the return is recorded on them). One item is lent to one borrowing at a time,
 * whatever happens at once; a return is recorded once; the borrower and the keeper are reminded of the due date.
 */
const { t, as, ids } = signedInApp();
const en = { 'accept-language': 'en' };

const record = async (module: string, id: number) => (await as.admin.get(`/m/${module}/${id}`)).body.data;
const count = async (module: string) => (await as.admin.post(`/m/${module}/page`, { page: { pageIndex: 1, limit: 1 } })).body.data.total as number;
const { act } = moduleCalls(as, 'archiveborrow');
const recordReturn = (name: string, id: number, data: object) => as[name].post(`/wf/archiveborrow/${id}/record/return.record`, { data }, en);

/** An archived contract file, kept by finance01. */
async function archiveItem(title = '地铁三号线造价咨询合同(正本)') {
  const created = await as.finance01.post('/m/archive', {
    title,
    category: 'contract',
    retention: 'y30',
    location: 'A区 3号柜 第2层',
    volumes: '1',
    pages: '48',
    archivedDate: '2026-04-02',
    keeper: ids.finance01,
  });
  expect(created.body.status, created.body.msg).toBe(200);
  return created.body.data as { id: number; serialNo: string; availability: string };
}

const borrowing = (archive: number, dates: { borrowDate?: string; dueDate?: string } = {}) => ({
  archive,
  purpose: '核对合同付款条款',
  takeOut: 'no',
  borrowDate: '2026-11-18',
  dueDate: '2026-12-02',
  ...dates,
});

/** Filed by staff01 and submitted; the department head approves, the archive keeper's step is left open. */
async function submittedBorrowing(archive: number) {
  const created = await as.staff01.post('/m/archiveborrow', borrowing(archive), en);
  expect(created.body.status, created.body.msg).toBe(200);
  const id = created.body.data.id as number;
  expect((await act('staff01', id, 'submit')).body.status).toBe(200);
  const approved = await act('leader01', id, 'approve');
  expect(approved.body.status, approved.body.msg).toBe(200);
  return id;
}

async function lentBorrowing(archive: number) {
  const id = await submittedBorrowing(archive);
  const approved = await act('finance01', id, 'approve');
  expect(approved.body.status, approved.body.msg).toBe(200);
  expect((await record('archiveborrow', id)).status).toBe(26);
  return id;
}

describe('archive items', () => {
  it('numbers an item DA<year><seq>, starts it in the archive, and lists its availability', async () => {
    const item = await archiveItem();
    expect(item.serialNo).toMatch(/^DA\d{4}\d{4}$/);
    expect(item.availability).toBe('inArchive');
    // No form writes the availability.
    const { version } = await record('archive', item.id);
    const edited = await as.finance01.put(`/m/archive/${item.id}`, {
      ...(await record('archive', item.id)),
      availability: 'lent',
      location: 'B区 1号柜',
      version,
    });
    expect(edited.body.status, edited.body.msg).toBe(200);
    expect((await record('archive', item.id)).availability).toBe('inArchive');
    const list = (await as.finance01.post('/m/archive/page', { page: { pageIndex: 1, limit: 50 } })).body.data.list as { id: number; availability: string }[];
    expect(list.find((row) => row.id === item.id)?.availability).toBe('inArchive');
  });
});

describe('demo records', () => {
  it('has an archived contract file lent out, a project result file back in the archive and its returned borrowing', async () => {
    const items = (await as.admin.post('/m/archive/page', { page: { pageIndex: 1, limit: 50 } })).body.data.list as Record<string, unknown>[];
    expect(items.filter((row) => row.category === 'contract' && row.availability === 'lent')).toHaveLength(1);
    expect(items.filter((row) => row.category === 'result' && row.availability === 'inArchive' && row.project)).toHaveLength(1);
    const borrowings = (await as.admin.post('/m/archiveborrow/page', { page: { pageIndex: 1, limit: 50 } })).body.data.list as Record<string, unknown>[];
    expect(borrowings.map((row) => row.status).sort()).toEqual([26, 27]);
    expect(borrowings.find((row) => row.status === 27)).toMatchObject({ returnedDate: '2026-10-26', returnCondition: 'intact' });
  });
});

describe('archive borrowings', () => {
  it('lends an item once signed, refuses a second borrowing while it is out, and takes it back on the return', async () => {
    const item = await archiveItem();
    const first = await lentBorrowing(item.id);
    expect((await record('archive', item.id)).availability).toBe('lent');

    // Lent out, the item is not deleted.
    const deleted = await as.finance01.request('DELETE', `/m/archive/${item.id}`, undefined, en);
    expect(deleted.body.status).toBe(1002);
    expect(deleted.body.msg).toContain('it can be deleted once it is back');

    // A second borrowing of the same item is refused with the reason, and nothing is saved.
    const before = await count('archiveborrow');
    const second = await as.staff01.post('/m/archiveborrow', borrowing(item.id), en);
    expect(second.body.status).toBe(1001);
    expect(second.body.msg).toContain(item.serialNo);
    expect(second.body.msg).toContain((await record('archiveborrow', first)).serialNo);
    expect(second.body.msg).toContain('cannot be taken twice at the same time');
    expect(await count('archiveborrow')).toBe(before);

    // The borrower may not record the return; the keeper must name the date and the condition.
    expect((await recordReturn('staff01', first, { returnedDate: '2026-11-25', returnCondition: 'intact' })).body.status).toBe(4031);
    const incomplete = await recordReturn('finance01', first, { returnedDate: '2026-11-25' });
    expect(incomplete.body.status).toBe(1001);
    expect(incomplete.body.msg).toContain('Condition on return');
    expect((await record('archiveborrow', first)).status).toBe(26);

    const returned = await recordReturn('finance01', first, { returnedDate: '2026-11-25', returnCondition: 'intact' });
    expect(returned.body.status, returned.body.msg).toBe(200);
    const done = await record('archiveborrow', first);
    expect(done).toMatchObject({ status: 27, returnedDate: '2026-11-25', returnCondition: 'intact' });
    expect((await record('archive', item.id)).availability).toBe('inArchive');

    // A returned borrowing is not returned again, and stays as it was.
    const again = await recordReturn('finance01', first, { returnedDate: '2026-11-30', returnCondition: 'damaged' });
    expect(again.body.status).toBe(1006);
    expect(again.body.msg).toBe('The document is Returned; this becomes possible when it is Not returned');
    expect(await record('archiveborrow', first)).toMatchObject({ status: 27, returnedDate: '2026-11-25', returnCondition: 'intact', version: done.version });

    // Back in the archive, it is borrowed again.
    await lentBorrowing(item.id);
    expect((await record('archive', item.id)).availability).toBe('lent');
  });

  it('refuses a due date that is not after the borrow date, saving nothing', async () => {
    const item = await archiveItem();
    const before = await count('archiveborrow');
    for (const dueDate of ['2026-11-17', '2026-11-18']) {
      const refused = await as.staff01.post('/m/archiveborrow', borrowing(item.id, { borrowDate: '2026-11-18', dueDate }), en);
      expect(refused.body.status).toBe(1001);
      expect(refused.body.data.field).toBe('dueDate');
      expect(refused.body.msg).toContain('Must be later than 2026-11-18');
    }
    expect(await count('archiveborrow')).toBe(before);
  });

  it('sends one borrowing taking the originals out to the general manager instead of the keeper', async () => {
    const item = await archiveItem();
    const created = await as.staff01.post('/m/archiveborrow', { ...borrowing(item.id), takeOut: 'yes' }, en);
    const id = created.body.data.id as number;
    expect((await act('staff01', id, 'submit')).body.status).toBe(200);
    expect((await act('leader01', id, 'approve')).body.status).toBe(200);
    expect((await act('finance01', id, 'approve')).body.status).not.toBe(200);
    expect((await act('manager01', id, 'approve')).body.status).toBe(200);
    expect((await record('archiveborrow', id)).status).toBe(26);
  });

  it('lends the item to exactly one of 10 borrowings approved at the same time', async () => {
    const item = await archiveItem();
    const borrowings: number[] = [];
    for (let i = 0; i < 10; i++) borrowings.push(await submittedBorrowing(item.id));
    const answers = await Promise.all(borrowings.map((id) => act('finance01', id, 'approve')));
    const refused = answers.filter((answer) => answer.body.status !== 200);
    expect(answers.length - refused.length).toBe(1);
    expect(refused.every((answer) => answer.body.status === 1001 && String(answer.body.msg).includes('cannot be taken twice'))).toBe(true);
    const statuses = await Promise.all(borrowings.map(async (id) => (await record('archiveborrow', id)).status as number));
    expect(statuses.filter((status) => status === 26)).toHaveLength(1);
    // The refused ones are still waiting for the keeper, nothing of the refused approval kept.
    expect(statuses.filter((status) => status === 3)).toHaveLength(9);
    const lent = (await t.database.db.execute(
      sql`select count(*)::int as n from records where module = 'archiveborrow' and status = 26 and data ->> 'archive' = ${String(item.id)}`,
    )) as unknown as { rows: { n: number }[] };
    expect(lent.rows[0].n).toBe(1);
    expect((await record('archive', item.id)).availability).toBe('lent');
  });

  it('refuses submitting a borrowing of an item that is lent out', async () => {
    const item = await archiveItem();
    const draft = await as.staff01.post('/m/archiveborrow', borrowing(item.id), en);
    await lentBorrowing(item.id);
    const submitted = await act('staff01', draft.body.data.id, 'submit');
    expect(submitted.body.status).toBe(1001);
    expect(submitted.body.msg).toContain('cannot be taken twice at the same time');
    expect((await record('archiveborrow', draft.body.data.id)).status).toBe(0);
  });
});

describe('overdue reminders (scheduled task dateReminders)', () => {
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv');
  const reminders = async (name: string, id: number) =>
    ((await as[name].get('/processAudit/notifyList?unread=0', en)).body.data as { content: string; link: string }[]).filter(
      (row) => row.link === `/cost/archiveborrow/view?id=${id}` && row.content.includes('workflow.notify.dueSoon'),
    );

  it('reminds the borrower and the keeper of a borrowing due soon, not of a returned one', async () => {
    const lent = await lentBorrowing((await archiveItem('一期结算审核报告')).id);
    const returned = await lentBorrowing((await archiveItem('海塘加固工程投标文件')).id);
    expect((await recordReturn('finance01', returned, { returnedDate: '2026-11-25', returnCondition: 'intact' })).body.status).toBe(200);
    for (const id of [lent, returned])
      await t.database.db.execute(sql`update records set data = data || ${JSON.stringify({ dueDate: inDays(5) })}::jsonb where id = ${id}`);
    await sendDateReminders(t.database.db);
    await sendDateReminders(t.database.db);
    expect(await reminders('staff01', lent)).toHaveLength(1);
    expect(await reminders('finance01', lent)).toHaveLength(1);
    expect(JSON.parse((await reminders('finance01', lent))[0].content).values).toMatchObject({
      module: 'Archive borrowings',
      field: 'Due back on',
      date: inDays(5),
    });
    expect(await reminders('staff01', returned)).toHaveLength(0);
    expect(await reminders('finance01', returned)).toHaveLength(0);
  });

  it('reminds once more of a borrowing still out after its due date', async () => {
    const late = await lentBorrowing((await archiveItem('二期造价咨询成果')).id);
    await t.database.db.execute(sql`update records set data = data || ${JSON.stringify({ dueDate: inDays(-3) })}::jsonb where id = ${late}`);
    await sendDateReminders(t.database.db);
    await sendDateReminders(t.database.db);
    const overdue = async (name: string) =>
      ((await as[name].get('/processAudit/notifyList?unread=0', en)).body.data as { content: string; link: string }[]).filter(
        (row) => row.link === `/cost/archiveborrow/view?id=${late}` && row.content.includes('workflow.notify.overdue'),
      );
    expect(await overdue('staff01')).toHaveLength(1);
    expect(await overdue('finance01')).toHaveLength(1);
    expect(await reminders('staff01', late)).toHaveLength(0);
  });
});
