import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { Caller, moduleCalls, signedInApp } from '../../support/api.helpers.ts';

/**
 * Entry (入职, spec moduleId 45, capability `hire`): HR files a new hire; the department head and the general manager
 * approve; the signing opens the account and files the employee archive together. The new hire signs in with the last
 * six characters of their ID card and is sent to change it.
 */
const { t, as } = signedInApp();
const entry = moduleCalls(as, 'entry');

type Row = Record<string, any>;
const rows = async <T = Row>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

let officeId: number;
beforeAll(async () => {
  officeId = (await as.leader01.get('/user/current')).body.data.officeId;
});

const newHire = (loginName: string, idCard = '110105199603150328') => ({
  name: '赵新',
  loginName,
  sex: '1',
  idCard,
  birthDate: '1996-03-15',
  phone: '13700000045',
  office: officeId,
  post: '造价员',
  entryDate: '2026-12-01',
  workStart: '2018-07-01',
  employeeStatus: '2',
});

async function submitted(data: Row) {
  const created = await entry.create(data);
  expect(created.body.status, created.body.msg).toBe(200);
  const id = created.body.data.id as number;
  return { id, submitted: await entry.act('staff01', id, 'submit') };
}

describe('entry: signing opens the account and files the archive together', () => {
  it('signs newhire02 in with the ID card’s last six characters, sends them to change it, and files their archive', async () => {
    const { id, submitted: answer } = await submitted(newHire('newhire02'));
    expect(answer.body.status, answer.body.msg).toBe(200);
    expect(await rows(sql`select 1 from users where login_name = 'newhire02'`)).toHaveLength(0);
    await entry.ok('leader01', id, 'approve');
    await entry.ok('manager01', id, 'approve');
    expect(await entry.statusOf(id)).toBe(4);

    const [account] = await rows(sql`select id, office_id, company_id, sex, mobile, remarks from users where login_name = 'newhire02'`);
    expect(account).toMatchObject({ office_id: officeId, sex: 1, mobile: '13700000045', remarks: false });
    expect(account.company_id).not.toBeNull();
    const roles = await rows(sql`select r.code from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${account.id}`);
    expect(roles.map((role) => role.code)).toEqual(['staff']);
    const archives = await rows(sql`select data from records where module = 'archives' and deleted_at is null and data ->> 'user' = ${String(account.id)}`);
    expect(archives).toHaveLength(1);
    expect(archives[0].data).toMatchObject({
      name: '赵新',
      idCard: '110105199603150328',
      entryDate: '2026-12-01',
      workStart: '2018-07-01',
      employeeStatus: '2',
    });

    const newcomer = new Caller(t.app);
    const wrong = await newcomer.post('/login', { username: 'newhire02', password: 'Demo@123' });
    expect(wrong.body.status).not.toBe(200);
    await newcomer.login('newhire02', '150328');
    const current = (await newcomer.get('/user/current')).body.data;
    expect(current).toMatchObject({ loginName: 'newhire02', name: '赵新', officeId, remarks: false });
  });

  it('refuses a login name already taken, in any case, at submission and in words', async () => {
    const { submitted: taken } = await submitted(newHire('staff01'));
    expect(taken.body.status).toBe(1001);
    expect(taken.body.msg).toMatch(/login name/i);
    const { submitted: otherCase } = await submitted(newHire('STAFF01'));
    expect(otherCase.body.status).toBe(1001);
  });

  it('two entries for the same login name: the second signing is refused and opens nothing', async () => {
    const first = await submitted(newHire('newhire03'));
    const second = await submitted(newHire('newhire03', '330106199808220526'));
    expect(first.submitted.body.status).toBe(200);
    expect(second.submitted.body.status).toBe(200);
    for (const { id } of [first, second]) await entry.ok('leader01', id, 'approve');
    await entry.ok('manager01', first.id, 'approve');
    const refused = await entry.act('manager01', second.id, 'approve');
    expect(refused.body.status).not.toBe(200);
    expect(await entry.statusOf(second.id)).not.toBe(4);
    expect(await rows(sql`select 1 from users where lower(login_name) = 'newhire03'`)).toHaveLength(1);
    expect(await rows(sql`select 1 from records where module = 'archives' and data ->> 'idCard' = '330106199808220526'`)).toHaveLength(0);
  });

  it('refuses a bad ID card and a login name with spaces when saving', async () => {
    const badCard = await entry.create({ ...newHire('newhire04'), idCard: '110105199603150329' });
    expect(badCard.body.status).toBe(1001);
    const badLogin = await entry.create(newHire('new hire'));
    expect(badLogin.body.status).toBe(1001);
  });
});
