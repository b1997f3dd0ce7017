import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { applyEvent, LIFECYCLES, NOBODY, statusCode, statusDef, type Asker, type Lifecycle, type LifecycleEvent } from '../../../machines/index.ts';
import type { ModuleDescriptor } from '../../../src/modules/module.types.ts';
import { loadAccess } from '../../../src/server/lib/access.ts';
import { Caller, startTestApp, travelClaim, type TestApp } from '../../support/api.helpers.ts';

/**
 * Model-based tests (DESIGN.md §4): paths generated from the lifecycle machines with @xstate/graph are driven
 * through the real API. Each event of a path goes through the HTTP route it maps to and must give the machine's
 * next status and a history row; at every step, each event the machine refuses to the user who would send it is
 * sent anyway and must be refused with the machine's spec code, changing nothing.
 *
 * The generic lifecycle runs on the reimbursement module, the project lifecycle (spec §4 0-30) on project
 * registration, the shipped module that runs it: its leader approves first and holds the project leader's rights.
 */
import { findModule } from '../../../src/modules/index.ts';

let t: TestApp;
const as: Record<string, Caller> = {};
const ids: Record<string, number> = {};
const names: Record<string, string> = {};
const permissions: Record<string, string[]> = {};
const USERS = ['admin', 'staff01', 'leader01', 'finance01', 'manager01'] as const;
type User = (typeof USERS)[number];

beforeAll(async () => {
  t = await startTestApp();
  for (const name of USERS) {
    as[name] = new Caller(t.app);
    await as[name].login(name);
    const me = (await as[name].get('/user/current')).body.data;
    ids[name] = me.userId;
    names[me.name] = name;
    permissions[name] = [...(await loadAccess(t.database.db, me.userId))!.permissions];
  }
});
afterAll(() => t.close());

/** Events that change the status, as the path generator sends them (a final approval, a rejection to the applicant). */
const PATH_EVENTS = (module: ModuleDescriptor): LifecycleEvent[] => [
  { type: 'approval.submit' },
  { type: 'approval.resubmit' },
  { type: 'approval.approve', final: true },
  { type: 'approval.reject' },
  { type: 'approval.withdraw' },
  { type: 'approval.terminate' },
  ...(module.capabilities.subFlows ?? []).flatMap((name) => [{ type: `${name}.start` }, { type: `${name}.cancel` }]),
];

/** The HTTP action of an event: POST /wf/:module/:id/<action>. */
const ACTION_OF: Record<string, string> = {
  'approval.submit': 'submit',
  'approval.resubmit': 'resubmit',
  'approval.approve': 'approve',
  'approval.reject': 'reject',
  'approval.withdraw': 'withdraw',
  'approval.terminate': 'terminate',
  'approval.transfer': 'transfer',
  'approval.addApprover': 'addApprover',
  'approval.cc': 'cc',
  'approval.reassign': 'reassign',
};
const actionOf = (type: string) => ACTION_OF[type] ?? type;
/** What each action needs besides the opinion, so that a refusal is the machine's and not the input's. */
const BODY: Record<string, object> = {
  withdraw: { examRemarks: '撤回' },
  'change.start': { examRemarks: '变更' },
  'void.start': { examRemarks: '作废' },
  transfer: { users: [] as number[] },
  addApprover: { users: [] as number[] },
  cc: { users: [] as number[] },
  reassign: { users: [] as number[], taskId: 1 },
};
const bodyOf = (action: string) =>
  action === 'transfer' || action === 'addApprover' || action === 'reassign'
    ? { ...BODY[action], users: [ids.manager01] }
    : action === 'cc'
      ? { users: [ids.finance01] }
      : (BODY[action] ?? {});

/** Who tries each event at every step: the user who would send it, and a user who should not. */
const PROBES = (module: ModuleDescriptor): { type: string; by: 'applicant' | 'approver' | 'admin' }[] => [
  { type: 'approval.submit', by: 'applicant' },
  { type: 'approval.resubmit', by: 'applicant' },
  { type: 'approval.withdraw', by: 'applicant' },
  { type: 'approval.withdraw', by: 'approver' },
  { type: 'approval.approve', by: 'approver' },
  { type: 'approval.approve', by: 'applicant' },
  { type: 'approval.reject', by: 'approver' },
  { type: 'approval.reject', by: 'applicant' },
  { type: 'approval.transfer', by: 'approver' },
  { type: 'approval.transfer', by: 'applicant' },
  { type: 'approval.addApprover', by: 'approver' },
  { type: 'approval.addApprover', by: 'applicant' },
  { type: 'approval.cc', by: 'applicant' },
  { type: 'approval.terminate', by: 'admin' },
  { type: 'approval.terminate', by: 'applicant' },
  { type: 'approval.reassign', by: 'admin' },
  { type: 'approval.reassign', by: 'approver' },
  ...(module.capabilities.subFlows ?? []).flatMap((name) =>
    [`${name}.start`, `${name}.cancel`].flatMap((type) => [
      { type, by: 'applicant' as const },
      { type, by: 'approver' as const },
    ]),
  ),
];

type Doc = { id: number; status: number; history: number; approver: User | null; todo: string };

/** Everything a step may change: the status, the history rows, the open to-do rows. */
async function observe(module: string, id: number): Promise<Doc> {
  const record = (await as.admin.get(`/m/${module}/${id}`)).body.data;
  const history = (await as.admin.get(`/wf/${module}/${id}/history`)).body.data as unknown[];
  let approver: User | null = null;
  let todo = '';
  const instance = await as.admin.get(`/wf/${module}/${id}/instance`);
  if (instance.body.status === 200 && instance.body.data.status === 'running') {
    const steps = (await as.admin.get(`/processAudit/processHisTask?processInstanceId=${instance.body.data.id}`)).body.data;
    const who = steps.nowTask.flatMap((task: { users: string[] }) => task.users) as string[];
    approver = (names[who[0]] as User | undefined) ?? null;
    todo = JSON.stringify(steps.nowTask);
  }
  return { id, status: record.status, history: history.length, approver, todo };
}

function askerOf(user: User, doc: Doc, descriptor: ModuleDescriptor): Asker {
  return {
    ...NOBODY,
    isCreator: user === 'staff01',
    isCurrentApprover: doc.approver === user,
    isAdmin: user === 'admin',
    // Project registration names leader01 its leader (fileDocument).
    isProjectLeader: Boolean(descriptor.capabilities.access?.projectLeader) && user === 'leader01',
    permissions: permissions[user].filter((code) => code.startsWith(`${descriptor.permission}:`)),
  };
}

const userOf = (by: 'applicant' | 'approver' | 'admin', doc: Doc): User =>
  by === 'applicant' ? 'staff01' : by === 'admin' ? 'admin' : (doc.approver ?? 'leader01');

/** Every probe the machine refuses is refused by the server with the machine's code, and changes nothing. */
async function checkRefusals(lifecycle: Lifecycle, descriptor: ModuleDescriptor, doc: Doc, swept: Set<string>) {
  // Each situation (status, who holds the task) is probed once per lifecycle: paths share their first steps.
  const situation = `${doc.status}:${doc.approver ?? ''}`;
  if (swept.has(situation)) return;
  swept.add(situation);
  const before = await observe(descriptor.key, doc.id);
  const record = (await as.admin.get(`/m/${descriptor.key}/${doc.id}`)).body.data;
  let sent = 0;
  for (const probe of PROBES(descriptor)) {
    const user = userOf(probe.by, doc);
    const expected = applyEvent(lifecycle, doc.status, { doc: record, asker: askerOf(user, doc, descriptor) }, { type: probe.type });
    if (expected.ok) continue;
    const action = actionOf(probe.type);
    const answer = await as[user].post(`/wf/${descriptor.key}/${doc.id}/${action}`, bodyOf(action));
    expect(answer.body.status, `${probe.type} by ${user} in ${doc.status}`).toBe(expected.refusal.code);
    sent++;
  }
  if (sent) expect(await observe(descriptor.key, doc.id)).toEqual(before);
}

/** Sends one path event through its route as the first user the machine lets send it; answers the document after. */
async function drive(lifecycle: Lifecycle, descriptor: ModuleDescriptor, doc: Doc, event: LifecycleEvent, target: number): Promise<Doc> {
  const record = (await as.admin.get(`/m/${descriptor.key}/${doc.id}`)).body.data;
  const candidates: User[] = event.type === 'approval.approve' || event.type === 'approval.reject' ? [doc.approver!] : ['staff01', 'admin'];
  const user = candidates.find((who) => applyEvent(lifecycle, doc.status, { doc: record, asker: askerOf(who, doc, descriptor) }, event).ok);
  expect(user, `someone may send ${event.type} in ${doc.status}`).toBeDefined();
  const action = actionOf(event.type);
  let current = doc;
  // A final approval is reached step by step: each earlier approver's approval keeps the status and writes its row.
  for (let round = 0; round < 5; round++) {
    const by = action === 'approve' || action === 'reject' ? current.approver! : user!;
    const answer = await as[by].post(`/wf/${descriptor.key}/${doc.id}/${action}`, bodyOf(action));
    expect(answer.body.status, `${event.type} by ${by} in ${current.status}: ${answer.body.msg}`).toBe(200);
    const after = await observe(descriptor.key, doc.id);
    const [row] = (await as.admin.get(`/wf/${descriptor.key}/${doc.id}/history`)).body.data.slice(-1);
    expect(after.history).toBe(current.history + 1);
    expect(row).toMatchObject({ event: event.type, fromStatus: current.status, actorId: ids[by] });
    if (action === 'approve' && after.status === current.status) {
      expect(row.toStatus).toBe(current.status);
      current = after;
      continue;
    }
    expect(after.status).toBe(target);
    expect(row.toStatus).toBe(target);
    return after;
  }
  throw new Error(`${event.type} never reached ${target}`);
}

/** Shortest paths to every status, then loop-free paths of up to `depth` events, without repeats. */
function samplePaths(lifecycle: Lifecycle, descriptor: ModuleDescriptor, depth: number, extra: number) {
  const entry = statusDef(lifecycle, lifecycle.entries[0])!;
  const fromState = lifecycle.machine.resolveState({ value: entry.key, context: { doc: { amount: 100 }, asker: EVERYONE } }) as AnyMachineSnapshot;
  const options = {
    input: { doc: { amount: 100 }, asker: EVERYONE },
    fromState,
    events: PATH_EVENTS(descriptor),
    serializeState: (state: AnyMachineSnapshot) => JSON.stringify(state.value),
  };
  const steps = (path: { steps: { event: LifecycleEvent; state: AnyMachineSnapshot }[] }) =>
    path.steps
      .filter((step) => !step.event.type.startsWith('xstate.'))
      .map((step) => ({ event: step.event, to: statusCode(lifecycle, String(step.state.value)) }));
  const shortest = getShortestPaths(lifecycle.machine, options).map(steps);
  const key = (path: { event: LifecycleEvent }[]) => path.map((step) => step.event.type).join(' ');
  const seen = new Set(shortest.map(key));
  const simple = getSimplePaths(lifecycle.machine, options)
    .map(steps)
    .filter((path) => path.length > 1 && path.length <= depth && !seen.has(key(path)))
    .sort((a, b) => b.length - a.length || key(a).localeCompare(key(b)))
    .slice(0, extra);
  return [...shortest, ...simple].filter((path) => path.length > 0);
}

const EVERYONE: Asker = { isCreator: true, isCurrentApprover: true, isDelegate: true, isProjectLeader: true, isAdmin: true, permissions: [] };

/** A document the module accepts: a travel claim, or a project led by leader01 whose members' shares add up to 100 %. */
async function documentOf(module: string) {
  if (module !== 'project') return travelClaim(100, '模型测试');
  const customer = (await as.staff01.post('/m/customer/page', { page: { pageIndex: 1, limit: 1 } })).body.data.list[0].id as number;
  const members = [
    { member: ids.leader01, role: 'leader', share: '60' },
    { member: ids.staff01, role: 'engineer', share: '40' },
  ];
  return { projectName: '模型测试项目', customer, projectLeader: ids.leader01, startDate: '2026-12-01', members };
}

async function fileDocument(module: string) {
  const created = await as.staff01.post(`/m/${module}`, await documentOf(module));
  expect(created.body.status, created.body.msg).toBe(200);
  return observe(module, created.body.data.id);
}

describe.each([
  ['generic', 'reimapplication', 5, 4],
  ['project', 'project', 5, 6],
] as const)('the %s lifecycle driven through the API (%s)', (lifecycleName, moduleKey, depth, extra) => {
  const lifecycle = LIFECYCLES[lifecycleName];
  it('accepts every event of every sampled path with the machine’s next status and a history row, and refuses every other event with its code', async () => {
    const descriptor = findModule(moduleKey)!;
    const paths = samplePaths(lifecycle, descriptor, depth, extra);
    expect(paths.length).toBeGreaterThan(3);
    const reached = new Set<number>();
    const swept = new Set<string>();
    for (const path of paths) {
      let doc = await fileDocument(moduleKey);
      await checkRefusals(lifecycle, descriptor, doc, swept);
      for (const step of path) {
        doc = await drive(lifecycle, descriptor, doc, step.event, step.to);
        reached.add(doc.status);
        await checkRefusals(lifecycle, descriptor, doc, swept);
      }
    }
    // Every status the path events can reach from a draft was visited.
    const reachable = new Set(paths.flatMap((path) => path.map((step) => step.to)));
    expect([...reached].sort((a, b) => a - b)).toEqual([...reachable].sort((a, b) => a - b));
  });
});
