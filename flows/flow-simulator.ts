import { complete, start } from './flow-executor.ts';
import type { Decision, OpenTask, ProcessEnv, ProcessEvent, ProcessRefusal, ProcessState, UserId } from './process-state.ts';
import { nodeLabel, type ProcessModel } from './process-model.ts';

/** One step of a simulated run, as the designer's simulation table shows it. */
export type RouteStep = {
  nodeId: string;
  nodeName: string;
  assignees: UserId[];
  outcome: 'approved' | 'rejected' | 'skipped' | 'returned' | 'pending';
  by?: UserId;
};

/** Who acts on an open task and how; by default its first undecided assignee approves. */
export type Decider = (task: OpenTask, state: ProcessState) => { decision: Decision; by: UserId };

export type Simulation = {
  outcome: ProcessState['status'] | 'refused' | 'tooLong';
  route: RouteStep[];
  state?: ProcessState;
  events: ProcessEvent[];
  refusal?: ProcessRefusal;
};

/**
 * Stands for the person the previous approver picks at a "chosen" step. A simulation has nobody to pick, so such a
 * step is shown with this assignee (the screen says "chosen by the previous approver") and the route goes on.
 */
export const CHOSEN_BY_PREVIOUS: UserId = -1;

/** The sample's picks, and the stand-in at every chosen step it does not pick for. */
function withChoosers(model: ProcessModel, env: ProcessEnv): ProcessEnv {
  const chosen: Record<string, readonly UserId[]> = { ...env.chosen };
  for (const node of Object.values(model.nodes))
    if (node.kind === 'userTask' && node.assignee?.type === 'chosen' && !chosen[node.id]?.length) chosen[node.id] = [CHOSEN_BY_PREVIOUS];
  return { ...env, chosen };
}

export const approveAll: Decider = (task) => ({ decision: { decision: 'approve' }, by: undecided(task)[0] });
export const undecided = (task: OpenTask) => task.assignees.filter((user) => !task.approvals.includes(user) && !task.rejections.includes(user));

/**
 * Runs a sample document through the flow (DESIGN.md §4: "simulated on sample data"): the route it takes and
 * who approves at each step. Decisions come from `decide`; the run stops when the process leaves `running`.
 */
export function simulate(model: ProcessModel, given: ProcessEnv, applicantId: UserId, decide: Decider = approveAll, maxSteps = 200): Simulation {
  const env = withChoosers(model, given);
  const route: RouteStep[] = [];
  const events: ProcessEvent[] = [];
  const record = (produced: ProcessEvent[]) => {
    events.push(...produced);
    for (const event of produced) {
      const node = 'nodeId' in event ? model.nodes[event.nodeId] : undefined;
      const base = { nodeId: node?.id ?? '', nodeName: nodeLabel(node) };
      if (event.type === 'task.skipped') route.push({ ...base, assignees: event.assignees, outcome: 'skipped' });
      if (event.type === 'process.returned') route.push({ ...base, assignees: [], outcome: 'returned' });
    }
  };
  let result = start(model, env, applicantId);
  if (!result.ok) return { outcome: 'refused', route, events, refusal: result.refusal };
  record(result.events);
  let state = result.state;
  for (let step = 0; step < maxSteps; step++) {
    if (state.status !== 'running') return { outcome: state.status, route, state, events };
    const task = state.tasks[0];
    const { decision, by } = decide(task, state);
    result = complete(model, state, task.id, decision, { userId: by }, env);
    if (!result.ok) return { outcome: 'refused', route, state, events, refusal: result.refusal };
    const node = model.nodes[task.nodeId];
    const closed = result.events.some((event) => event.type === 'task.completed' && event.taskId === task.id);
    route.push({
      nodeId: node.id,
      nodeName: nodeLabel(node),
      assignees: task.assignees,
      outcome: decision.decision === 'approve' ? (closed ? 'approved' : 'pending') : 'rejected',
      by,
    });
    record(result.events);
    state = result.state;
  }
  return { outcome: state.status === 'running' ? 'tooLong' : state.status, route, state, events };
}
