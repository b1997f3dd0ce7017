import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../src/server/db/database.ts';
import { Caller, signedInApp, travelClaim } from '../support/api.helpers.ts';
import { inconsistencies, missingAcknowledged } from './consistency.helpers.ts';
import { MODULE, runWorkload, type Call } from './workload.helpers.ts';

/** How long the soak runs: a minute in CI, shorter on a workstation unless SOAK_SECONDS says otherwise. */
const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? (process.env.CI ? 60 : 10));

const { t, as } = signedInApp();
const call: Call = async (account, method, url, body) => (await as[account].request(method, url, body)).body;

async function submittedReimbursement() {
  const created = await as.staff01.post(`/m/${MODULE}`, travelClaim(300, '并发审批'));
  const id = created.body.data.id as number;
  expect((await as.staff01.post(`/wf/${MODULE}/${id}/submit`, {})).body.status).toBe(200);
  return id;
}

describe('under concurrency nothing is lost and nothing happens twice', () => {
  it('100 concurrent approvals of the same task: exactly one succeeds, the rest get a spec code, one history row', async () => {
    const id = await submittedReimbursement();
    // 100 separate sessions of the approver, as if the button were pressed in 100 tabs at once.
    const tabs = await Promise.all(
      Array.from({ length: 100 }, async () => {
        const tab = new Caller(t.app);
        await tab.login('leader01');
        return tab;
      }),
    );
    const answers = await Promise.all(tabs.map((tab) => tab.post(`/wf/${MODULE}/${id}/approve`, { examRemarks: '同意' })));
    const codes = answers.map((answer) => answer.body.status);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    const refusals = new Set(codes.filter((code) => code !== 200));
    // Those that came after the first see a step that is no longer theirs (1004) or an instance being changed (1007).
    for (const code of refusals) expect([1004, 1007]).toContain(code);
    expect(answers.every((answer) => answer.http < 500)).toBe(true);
    const rows = await selectRows<{ n: number }>(
      t.database.db,
      sql`select count(*) as n from record_history where record_id = ${id} and event = 'approval.approve'`,
    );
    expect(Number(rows[0].n)).toBe(1);
    expect(await inconsistencies(t.database.db, MODULE)).toEqual([]);
  });

  it('100 concurrent creations get 100 different serial numbers', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => as.admin.post('/m/customer', { name: `并发客户 ${i}`, customerType: '1', level: 'A' })),
    );
    const failed = answers.filter((answer) => answer.body.status !== 200).map((answer) => `${answer.body.status} ${answer.body.msg}`);
    expect(failed).toEqual([]);
    const ids = answers.map((answer) => answer.body.data.id as number);
    const serials = await selectRows<{ serial_no: string }>(t.database.db, sql`select serial_no from records where id in ${sql.raw(`(${ids.join(',')})`)}`);
    expect(serials).toHaveLength(100);
    expect(new Set(serials.map((row) => row.serial_no)).size).toBe(100);
  });

  it(
    `50 users submitting and approving for ${SOAK_SECONDS} s: every document agrees with its history and its tasks`,
    async () => {
      const deadline = Date.now() + SOAK_SECONDS * 1000;
      const result = await runWorkload(call, { users: 50, until: () => Date.now() > deadline });
      console.log(
        `soak ${SOAK_SECONDS} s on ${t.database.kind}: ${result.documents} documents, ${result.actions} approval actions, ${result.refused.length} refused`,
      );
      expect(result.refused).toEqual([]);
      expect(result.documents).toBeGreaterThan(0);
      expect(await missingAcknowledged(t.database.db, MODULE, result.acknowledged)).toEqual([]);
      expect(await inconsistencies(t.database.db, MODULE)).toEqual([]);
    },
    (SOAK_SECONDS + 120) * 1000,
  );

  it('the consistency check itself finds a status without history and a step recorded twice', async () => {
    const id = await submittedReimbursement();
    await t.database.db.execute(sql`update records set status = 4 where id = ${id}`);
    await t.database.db.execute(sql`insert into record_history (record_id, module, instance_id, event, from_status, to_status, actor_id, node_id, snapshot)
      select record_id, module, instance_id, event, from_status, to_status, actor_id, node_id, snapshot from record_history where record_id = ${id}`);
    const found = await inconsistencies(t.database.db, MODULE);
    expect(found).toContain(`#${id}: status 4 but history ends at 3`);
    expect(found).toContain(`#${id}: approval.submit recorded 2 times`);
  });
});
