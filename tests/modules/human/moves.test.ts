import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyDueMoves } from '../../../src/server/people/reassign.ts';
import { movesDueOn } from './people.helpers.ts';
import { moduleCalls, signedInApp } from '../../support/api.helpers.ts';

/**
 * Department transfer (调岗, 50) and grade change (职级, 49), capability `reassign`: effective-dated. Before the date
 * nothing changes; on it (at signing when the date has come, otherwise the `peopleMoves` task) the archive takes the
 * new department, post and grade, and the account moves, so the next approval goes to the new department's head.
 */
const { t, as, ids } = signedInApp();
const transfer = moduleCalls(as, 'transfer');
const grade = moduleCalls(as, 'grade');
const leave = moduleCalls(as, 'leave');

type Row = Record<string, any>;
const rows = async <T = Row>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const today = () => new Date().toLocaleDateString('sv');

let archive: number;
let finance: number;
let engineering: number;
beforeAll(async () => {
  [{ id: archive }] = await rows(sql`select id from records where module = 'archives' and data ->> 'user' = ${String(ids.staff01)}`);
  [{ id: finance }] = await rows(sql`select id from offices where code = 'HQ-FIN'`);
  [{ id: engineering }] = await rows(sql`select id from offices where code = 'EAST-ENG'`);
});

async function signed(module: ReturnType<typeof moduleCalls>, data: Row, head = 'leader01') {
  const created = await module.create(data);
  expect(created.body.status, created.body.msg).toBe(200);
  const id = created.body.data.id as number;
  await module.ok('staff01', id, 'submit');
  await module.ok(head, id, 'approve');
  await module.ok('manager01', id, 'approve');
  expect(await module.statusOf(id)).toBe(4);
  return id;
}

const archiveData = async () => (await rows(sql`select data from records where id = ${archive}`))[0].data as Row;
const officeOfStaff = async () => (await rows(sql`select office_id from users where id = ${ids.staff01}`))[0].office_id as number;

async function firstApproverOfLeave() {
  const created = await leave.create({
    reason: '事假',
    holidayType: 'personal',
    startDate: '2027-03-02',
    startHalf: 'am',
    endDate: '2027-03-02',
    endHalf: 'pm',
  });
  expect(created.body.status, created.body.msg).toBe(200);
  await leave.ok('staff01', created.body.data.id, 'submit');
  const [task] = await rows(sql`select assignee_id from process_tasks where record_id = ${created.body.data.id} and status = 'open'`);
  return task.assignee_id as number;
}

describe('a department transfer takes effect on its date, not before', () => {
  it('dated in the future: signing changes nothing; on the day the task moves the archive and the account, and approvals follow', async () => {
    expect(await officeOfStaff()).toBe(engineering);
    const id = await signed(transfer, { employee: archive, toOffice: finance, toPost: '出纳', fromDate: '2027-01-04', reason: '财务部缺编' });
    expect(await officeOfStaff()).toBe(engineering);
    expect((await transfer.record(id)).effectiveOn ?? null).toBeNull();
    await applyDueMoves(t.database.db);
    expect(await officeOfStaff()).toBe(engineering);
    expect(await firstApproverOfLeave()).toBe(ids.leader01);

    await movesDueOn(t.database.db, '2027-01-03');
    expect(await officeOfStaff()).toBe(engineering);
    await movesDueOn(t.database.db, '2027-01-04');
    expect(await officeOfStaff()).toBe(finance);
    expect(await archiveData()).toMatchObject({ office: finance, post: '出纳' });
    expect((await transfer.record(id)).effectiveOn).toBe('2027-01-04');
    const [history] = await rows(sql`select event, opinion from record_history where record_id = ${archive} order by id desc limit 1`);
    expect(history).toMatchObject({ event: 'employee.reassign', opinion: (await transfer.record(id)).serialNo });
    // Now in finance, staff01's next leave goes to the head of finance.
    expect(await firstApproverOfLeave()).toBe(ids.finance01);
    // Run again, nothing is applied twice.
    const historyRows = (await rows(sql`select count(*)::int as n from record_history where record_id = ${archive}`))[0].n;
    await movesDueOn(t.database.db, '2027-01-05');
    expect((await rows(sql`select count(*)::int as n from record_history where record_id = ${archive}`))[0].n).toBe(historyRows);
  });

  it('dated today: takes effect at signing, in the approval’s transaction (approved by the head of finance, staff01’s department now)', async () => {
    const id = await signed(transfer, { employee: archive, toOffice: engineering, toPost: '造价员', fromDate: today(), reason: '回到工程部' }, 'finance01');
    expect(await officeOfStaff()).toBe(engineering);
    expect((await transfer.record(id)).effectiveOn).toBe(today());
  });
});

describe('a grade change', () => {
  it('gives the archive its new grade and post from its date on, and leaves the department as it is', async () => {
    const id = await signed(grade, { employee: archive, toGrade: 'P6', toPost: '高级造价员', fromDate: '2030-01-01', reason: '年度晋级' });
    expect((await archiveData()).grade).toBeUndefined();
    await movesDueOn(t.database.db, '2030-01-01');
    expect(await archiveData()).toMatchObject({ grade: 'P6', post: '高级造价员', office: engineering });
    expect(await officeOfStaff()).toBe(engineering);
    expect((await grade.record(id)).effectiveOn).toBe('2030-01-01');
  });

  it('refuses an effective date that is no date, and a grade left empty, in words', async () => {
    const refused = await grade.create({ employee: archive, toGrade: '', fromDate: '2030-13-01', reason: '—' });
    expect(refused.body.status).toBe(1001);
  });
});
