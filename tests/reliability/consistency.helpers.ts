import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../src/server/db/database.ts';
import type { Acknowledged } from './workload.helpers.ts';

/**
 * What must hold for every document whatever happened (concurrency, crashes, several instances):
 * its status is where its history ends, each history row starts where the previous one ended, a document in
 * approval has one running instance with open tasks and any other has none, and no step is recorded twice.
 */
export async function inconsistencies(db: Db, module: string): Promise<string[]> {
  const problems: string[] = [];
  const chains = await selectRows<{ id: number; status: number; statuses: number[] | string; froms: number[] | string }>(
    db,
    sql`select r.id, r.status,
          coalesce(array_agg(h.to_status order by h.id) filter (where h.id is not null), '{}') as statuses,
          coalesce(array_agg(h.from_status order by h.id) filter (where h.id is not null), '{}') as froms
        from records r left join record_history h on h.record_id = r.id
        where r.module = ${module} and r.deleted_at is null
        group by r.id, r.status`,
  );
  for (const row of chains) {
    const to = numbers(row.statuses);
    const from = numbers(row.froms);
    const last = to.length ? to[to.length - 1] : 0;
    if (last !== row.status) problems.push(`#${row.id}: status ${row.status} but history ends at ${last}`);
    for (let i = 1; i < to.length; i++)
      if (from[i] !== to[i - 1]) problems.push(`#${row.id}: history step ${i} starts at ${from[i]}, previous ended at ${to[i - 1]}`);
  }
  const tasks = await selectRows<{ id: number; status: number; running: number; open: number }>(
    db,
    sql`select r.id, r.status,
          (select count(*) from process_instances i where i.record_id = r.id and i.status = 'running') as running,
          (select count(*) from process_tasks t where t.record_id = r.id and t.status = 'open') as open
        from records r where r.module = ${module} and r.deleted_at is null`,
  );
  for (const row of tasks) {
    const inApproval = row.status === 3;
    if (inApproval && (Number(row.running) !== 1 || Number(row.open) === 0))
      problems.push(`#${row.id}: in approval with ${row.running} running instances, ${row.open} open tasks`);
    if (!inApproval && (Number(row.running) !== 0 || Number(row.open) !== 0))
      problems.push(`#${row.id}: status ${row.status} with ${row.running} running instances, ${row.open} open tasks`);
  }
  const twice = await selectRows<{ record_id: number; event: string; n: number }>(
    db,
    sql`select record_id, event, count(*) as n from record_history
        where module = ${module}
        group by record_id, instance_id, event, node_id, actor_id, from_status, to_status having count(*) > 1`,
  );
  for (const row of twice) problems.push(`#${row.record_id}: ${row.event} recorded ${row.n} times`);
  return problems;
}

/** Acknowledged actions that the database does not show: each acknowledged create is a record, each step a history row. */
export async function missingAcknowledged(db: Db, module: string, acknowledged: Acknowledged[]): Promise<string[]> {
  const history = await selectRows<{ record_id: number; event: string; login_name: string }>(
    db,
    sql`select h.record_id, h.event, u.login_name from record_history h join users u on u.id = h.actor_id where h.module = ${module}`,
  );
  const records = new Set((await selectRows<{ id: number }>(db, sql`select id from records where module = ${module}`)).map((row) => Number(row.id)));
  const steps = new Map<string, number>();
  for (const row of history) {
    const key = `${row.record_id} approval.${row.event.replace(/^approval\./, '')} ${row.login_name}`;
    steps.set(key, (steps.get(key) ?? 0) + 1);
  }
  const missing: string[] = [];
  const expected = new Map<string, number>();
  for (const ack of acknowledged) {
    if (ack.action === 'create') {
      if (!records.has(ack.recordId)) missing.push(`record #${ack.recordId}`);
      continue;
    }
    const key = `${ack.recordId} approval.${ack.action} ${ack.account}`;
    expected.set(key, (expected.get(key) ?? 0) + 1);
  }
  for (const [key, count] of expected) if ((steps.get(key) ?? 0) < count) missing.push(`${key} ×${count}, found ${steps.get(key) ?? 0}`);
  return missing;
}

const numbers = (value: number[] | string) => (Array.isArray(value) ? value : value.replace(/[{}]/g, '').split(',').filter(Boolean)).map(Number);
