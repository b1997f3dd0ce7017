import { sql } from 'drizzle-orm';
import type { Deadline } from '../../../flows/index.ts';
import { findModule } from '../../modules/index.ts';
import { selectRows, type Db } from '../db/database.ts';
import { flowDefinitions, notifications, processInstances, processTasks, records } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';
import { linkOf, overdueContent } from './approval-notifications.ts';
import { deptHeadOf } from './assignees.ts';
import { act } from './workflow.service.ts';

type DueRow = { id: number; recordId: number; module: string; assigneeId: number; serialNo: string; deadline: Deadline | null };

/** Rows acted on per run, the oldest due first; the rest wait for the next minute. */
const BATCH = 200;

/** The time limit of the step of to-do row `t`, whose process is `i` and version `fd`. */
const DEADLINE = sql`fd.model -> 'nodes' -> t.node_id -> 'deadline'`;
/** Row `t` is open, past its due time, and not yet acted on (or its last reminder is older than the step's repetition). */
const IS_DUE = sql`t.status = 'open' and t.due_at <= now()
  and (t.reminded_at is null or t.reminded_at + (${DEADLINE} ->> 'remindEveryHours')::float8 * interval '1 hour' <= now())`;

/**
 * The approval deadlines, run by the scheduler every minute (job `approvalDeadlines`). For each open to-do row whose
 * step's time limit has passed by the database's clock: remind the assignee (again every `remindEveryHours`), approve
 * or reject the task as the system, or escalate it to the assignee's department head as the system. The actions go
 * through `act`, so a person deciding at the same moment and the time limit never both apply. An action the flow
 * refuses (the next step must be chosen by a person, nobody to escalate to) reminds the assignee instead; each row is
 * claimed once per reminder period, so nothing is repeated every minute.
 */
export async function actOnDeadlines(db: Db): Promise<void> {
  const due = await selectRows<DueRow>(
    db,
    sql`select t.id, t.record_id as "recordId", t.module, t.assignee_id as "assigneeId", r.serial_no as "serialNo", ${DEADLINE} as deadline
      from ${processTasks} t join ${processInstances} i on i.id = t.instance_id join ${flowDefinitions} fd on fd.id = i.definition_id
        join ${records} r on r.id = t.record_id
      where ${IS_DUE} order by t.due_at limit ${BATCH}`,
  );
  for (const row of due) {
    const descriptor = findModule(row.module);
    if (!descriptor || !(await claim(db, row))) continue;
    const onTimeout = row.deadline?.onTimeout ?? 'remind';
    const head = onTimeout === 'escalate' ? await deptHeadOf(db, row.assigneeId) : undefined;
    try {
      if (onTimeout === 'approve' || onTimeout === 'reject') await act(db, null, descriptor, row.recordId, onTimeout, { taskId: row.id });
      else if (head !== undefined) await act(db, null, descriptor, row.recordId, 'reassign', { taskId: row.id, users: [head] });
      else await remind(db, row, descriptor);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // The row is no longer open (someone decided first: 1004, 1012) or the flow cannot go on by itself.
      if (error.code !== 1004 && error.code !== 1012) await remind(db, row, descriptor);
    }
  }
}

/** Takes the row for this run: only one run (of any instance, or a "run now") acts on it per reminder period. */
async function claim(db: Db, row: DueRow): Promise<boolean> {
  const claimed = await selectRows<{ id: number }>(
    db,
    sql`update ${processTasks} t set reminded_at = now() from ${processInstances} i, ${flowDefinitions} fd
      where t.id = ${row.id} and i.id = t.instance_id and fd.id = i.definition_id and ${IS_DUE} returning t.id`,
  );
  return claimed.length > 0;
}

async function remind(db: Db, row: DueRow, descriptor: NonNullable<ReturnType<typeof findModule>>) {
  await db
    .insert(notifications)
    .values({ userId: row.assigneeId, type: 3, content: overdueContent(descriptor, row), link: linkOf(descriptor, { id: row.recordId }) });
}
