import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProcessState } from '../../../flows/index.ts';
import { selectRows } from '../../../src/server/db/database.ts';
import { actOnDeadlines } from '../../../src/server/workflow/deadlines.ts';
import { claimsOf } from './claims.helpers.ts';
import { signedInApp } from '../../support/api.helpers.ts';
import { bpmnOf, parallelBranches, publishVersion, usersTask } from './flow-versions.helpers.ts';

/**
 * Model-based paths through the real API (DESIGN.md §4): a flow with a parallel split, a countersign in one branch
 * and a vote in the other, and time limits that approve or reject, driven by generated moves — approvals, rejections
 * to the applicant or back to a step the rejecting task may return to (inside its branch too), deadlines expiring,
 * resubmissions. After every move the document's to-do rows are exactly the engine's undecided assignees, nothing
 * is open once the process has ended, and the status says how it ended; every path, approved through, ends signed.
 *
 *   A (leader01; 8 h, then rejected) → split → B1 countersign (finance01, manager01) → B2 (leader01)
 *                                            → C1 vote, half (admin, finance01, manager01)
 *   → join → D (manager01; 8 h, then approved) → end
 */
const app = signedInApp();
const { as, ids: id } = app;
const { act, submitted, statusOf } = claimsOf(as);

beforeAll(() =>
  publishVersion(
    as.admin,
    'reimbursement',
    bpmnOf(
      'Process_reimbursement',
      29,
      parallelBranches({
        A: usersTask('A', '受理', [id.leader01], 'oa:timeLimit="8h" oa:onTimeout="reject"'),
        B1: usersTask('B1', '会签', [id.finance01, id.manager01], 'oa:multi="all"'),
        B2: usersTask('B2', '复核', [id.leader01]),
        C1: usersTask('C1', '表决', [id.admin, id.finance01, id.manager01], 'oa:multi="vote" oa:threshold="0.5"'),
        D: usersTask('D', '终审', [id.manager01], 'oa:timeLimit="8h" oa:onTimeout="approve"'),
      }),
    ),
  ),
);

type OpenRow = { id: number; nodeId: string; assigneeId: number };
type Situation = { status: number; process: ProcessState | null; open: OpenRow[] };

async function situationOf(recordId: number): Promise<Situation> {
  const db = app.t.database.db;
  const [instance] = await selectRows<{ state: ProcessState }>(
    db,
    sql`select state from process_instances where record_id = ${recordId} order by id desc limit 1`,
  );
  const open = await selectRows<OpenRow>(
    db,
    sql`select id, node_id as "nodeId", assignee_id as "assigneeId" from process_tasks where record_id = ${recordId} and status = 'open' order by id`,
  );
  return { status: await statusOf(recordId), process: instance?.state ?? null, open: open.map((row) => ({ ...row, id: Number(row.id) })) };
}

/** The rows a process state asks for: one per open task and undecided assignee. */
const pendingOf = (state: ProcessState) =>
  state.status !== 'running'
    ? []
    : state.tasks.flatMap((task) =>
        task.assignees.filter((user) => !task.approvals.includes(user) && !task.rejections.includes(user)).map((user) => `${task.nodeId}:${user}`),
      );

function checkInvariants({ status, process, open }: Situation) {
  expect(open.map((row) => `${row.nodeId}:${row.assigneeId}`).sort()).toEqual(pendingOf(process!).sort());
  if (process!.status !== 'running') expect(open).toEqual([]);
  expect(status).toBe({ running: 3, completed: 4, rejected: 1 }[process!.status as 'running' | 'completed' | 'rejected']);
}

const loginOf = (userId: number) => Object.keys(id).find((name) => id[name] === userId)!;

type Move = { kind: 'approve' | 'reject' | 'expire'; pick: number; target: number };
const move = fc.record({ kind: fc.constantFrom<Move['kind']>('approve', 'approve', 'reject', 'expire'), pick: fc.nat(), target: fc.nat() });

/** Plays one move on the document; a rejected document is resubmitted instead. */
async function play(recordId: number, { kind, pick, target }: Move) {
  const { status, open } = await situationOf(recordId);
  if (status === 1) {
    expect((await act('staff01', recordId, 'resubmit')).body.status).toBe(200);
    return;
  }
  const row = open[pick % open.length];
  const who = loginOf(row.assigneeId);
  if (kind === 'approve') {
    expect((await act(who, recordId, 'approve', { taskId: row.id })).body.status).toBe(200);
  } else if (kind === 'reject') {
    const instance = (await as.admin.get(`/wf/reimapplication/${recordId}/instance`)).body.data;
    const offered = (await as[who].get(`/processAudit/selectRejectUsers?processInstanceId=${instance.id}&taskId=${row.id}`)).body.data as { nodeId: string }[];
    const to = offered[target % (offered.length + 1)]?.nodeId;
    expect((await act(who, recordId, 'reject', { taskId: row.id, ...(to ? { rejectTo: to } : {}) })).body.status).toBe(200);
  } else {
    await app.t.database.db.execute(sql`update process_tasks set due_at = now() - interval '1 minute' where id = ${row.id}`);
    await actOnDeadlines(app.t.database.db);
  }
}

describe('generated paths through a flow with parallel branches, a countersign, a vote and time limits', () => {
  it('keeps the to-do rows equal to the engine’s pending assignees after every move, and every path ends signed', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(move, { minLength: 1, maxLength: 14 }), async (moves) => {
        const recordId = await submitted();
        checkInvariants(await situationOf(recordId));
        for (const next of moves) {
          if ((await statusOf(recordId)) === 4) break;
          await play(recordId, next);
          checkInvariants(await situationOf(recordId));
        }
        // From wherever the moves left it, approving every open step (resubmitting a rejected one) signs it.
        for (let step = 0; step < 40 && (await statusOf(recordId)) !== 4; step++) {
          await play(recordId, { kind: 'approve', pick: 0, target: 0 });
          checkInvariants(await situationOf(recordId));
        }
        expect(await statusOf(recordId)).toBe(4);
      }),
      { numRuns: 12 },
    );
  });
});
