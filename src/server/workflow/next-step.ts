import { asc, eq, inArray } from 'drizzle-orm';
import { CHOSEN_BY_PREVIOUS, complete, type ProcessEnv, type ProcessModel, type ProcessState, type StepResult } from '../../../flows/index.ts';
import type { Locale } from '../../shared/i18n/languages.ts';
import type { Db } from '../db/database.ts';
import { modelStepName } from '../lib/step-names.ts';
import { processTasks, users } from '../db/schema.ts';
import { openStepsOf } from '../engine/step-rights.policy.ts';
import { descriptorOf } from './workflow-params.ts';
import { chosenFor } from './workflow.service.ts';

type Instance = { module: string; recordId: number };
type NextTask = { nodeId: string; name: string; users: string[]; chosen?: boolean };

const APPROVE = { decision: 'approve' } as const;

/**
 * The next step of a running process, worked out on copies of its state: what approving its current task would
 * open (a step "chosen by the previous approver" is named, `chosen`, with nobody yet), and whether the caller's own
 * approval is the one that reaches such a step — then their approver dialog asks whom before the first send, and
 * `candidates` are whom they may pick (every active user, as the action accepts).
 */
export async function nextStepOf(db: Db, callerId: number, instance: Instance, model: ProcessModel, state: ProcessState, env: ProcessEnv, locale: Locale) {
  const names = async (ids: number[]) =>
    ids.length ? (await db.select({ name: users.name }).from(users).where(inArray(users.id, ids))).map((row) => row.name) : [];
  const current = state.status === 'running' ? state.tasks[0] : undefined;
  let topTask: NextTask[] = [];
  if (current) {
    // Every assignee of the current task approves; a chosen step gets a stand-in, so the steps after it show too.
    const standIn = { ...env, chosen: chosenFor(model, [CHOSEN_BY_PREVIOUS]) };
    let probe: StepResult = { ok: true, state, events: [] };
    for (const approver of current.assignees) {
      if (!probe.ok || !probe.state.tasks.some((task) => task.id === current.id)) break;
      probe = complete(model, probe.state, current.id, APPROVE, { userId: approver }, standIn);
    }
    if (probe.ok)
      topTask = await Promise.all(
        probe.state.tasks
          .filter((task) => task.id !== current.id)
          .map(async (task) => {
            const chosen = task.assignees.includes(CHOSEN_BY_PREVIOUS);
            const name = modelStepName(locale, model, task.nodeId);
            return chosen ? { nodeId: task.nodeId, name, users: [], chosen } : { nodeId: task.nodeId, name, users: await names(task.assignees) };
          }),
      );
  }
  const chooseNext = await callerMustChoose(db, callerId, instance, model, state, env);
  const candidates = chooseNext
    ? await db.select({ id: users.id, name: users.name, loginName: users.loginName }).from(users).where(eq(users.enabled, true)).orderBy(asc(users.id))
    : [];
  return { topTask, chooseNext, candidates };
}

/** Whether the caller's approval of their own open task (or of someone's they act for) is refused for want of a pick (1003). */
async function callerMustChoose(db: Db, callerId: number, instance: Instance, model: ProcessModel, state: ProcessState, env: ProcessEnv) {
  if (state.status !== 'running') return false;
  const [own] = await openStepsOf(db, callerId, descriptorOf(instance.module), instance.recordId);
  if (!own) return false;
  const [row] = await db.select({ taskKey: processTasks.taskKey }).from(processTasks).where(eq(processTasks.id, own.taskId));
  if (!row) return false;
  const mine = complete(model, state, row.taskKey, APPROVE, { userId: own.assigneeId }, env);
  return !mine.ok && mine.refusal.code === 1003;
}
