import { and, eq, sql } from 'drizzle-orm';
import { nodeLabel, type ProcessEnv, type ProcessModel, type ProcessState } from '../../../flows/index.ts';
import { answerActions, applyEvent, LIFECYCLES, type Asker, type LifecycleEvent, type Refusal } from '../../../machines/index.ts';
import { nearestStatusesFor } from '../../../machines/action-reach.ts';
import type { ModuleDescriptor } from '../../modules/module.types.ts';
import { hasProjectLeader, isHandlerOf } from '../../modules/capabilities/access.ts';
import { subFlowOf, URGE_EVERY_MINUTES, WORKFLOW_ACTIONS, type SubFlowEvent, type WorkflowAction } from '../../shared/approval-actions.ts';
import type { ErrorCode } from '../../shared/error-codes.ts';
import { LOCALES, type MessageId } from '../../shared/i18n/locales.ts';
import { perDatabase, selectPrepared, type Db } from '../db/database.ts';
import { processTasks, systemParams } from '../db/schema.ts';
import type { Access } from '../lib/access.ts';
import { AppError, badInput } from '../lib/app-error.ts';
import { modelStepName } from '../lib/step-names.ts';
import { principalsSql } from '../lib/acting-for.ts';
import { assertDocumentReadable } from '../engine/document-access.policy.ts';
import { withDictionaries } from '../engine/dictionaries.ts';
import { assertCompleteWith } from '../engine/form-override.ts';
import { fileStorageOf } from '../engine/file-storage.ts';
import { checkBookings, checkExclusive, moveHolds } from '../engine/record-holds.ts';
import { checkUnique } from '../engine/record-unique.ts';
import { checkLimits } from '../engine/record-rules.ts';
import { isOwner } from '../engine/record-scope.policy.ts';
import { assertStepFieldsFilled } from '../engine/step-rights.policy.ts';
import {
  addedBy,
  checkInput,
  checkReason,
  lifecycleEventOf,
  ON_OWN_TASK,
  RESOLVES,
  stepFor,
  subjectOf,
  SYSTEM_ASKER,
  type ActionInput,
} from './action-steps.ts';
import { notificationsFor } from './approval-notifications.ts';
import { assigneeTableSql, resolverFrom } from './assignees.ts';
import { readDocument, type RecordRow, type Situation } from './document-situation.ts';
import { cachedModel, modelById } from './flow-definitions.ts';
import { signingRequestOf, stampSignedCopy, storeSignedCopy, withSignedCopy, type SignedCopy } from './signed-copy.ts';
import { taskChanges, writeStep } from './step-write.ts';
import { assertOffered, checkFieldEffectsBefore, checkSplitBefore, isOffered, isSigning, moveSubFlow, runSigningEffects, startsApproval } from './sub-flows.ts';
import { CONFLICT, NEEDS_LOCK, PREPARE, withVersionCheck } from './version-check.ts';
import { signingMovesOf } from './signing-moves.ts';
import { stepMovesOf } from './step-moves.ts';
import { approvalActions, type Outcome } from '../metrics/metrics.ts';
import type { MessageValues } from '../../shared/money-format.ts';

export type { WorkflowAction } from '../../shared/approval-actions.ts';
export type { ActionInput } from './action-steps.ts';

const refusal = (r: { code: ErrorCode; messageId: string; values?: MessageValues }, model?: ProcessModel) => {
  const error = new AppError(r.code, r.messageId as MessageId, r.values ?? {});
  // A refusal naming a step of the flow names it in each reader's language.
  const nodeId = r.values?.nodeId;
  if (model && typeof nodeId === 'string')
    error.valuesIn = Object.fromEntries(LOCALES.map((locale) => [locale, { node: modelStepName(locale, model, nodeId) }]));
  return error;
};

export function lifecycleOf(descriptor: ModuleDescriptor) {
  if (!descriptor.lifecycle || !descriptor.flow) throw new AppError(1009, 'workflow.notStarted');
  return LIFECYCLES[descriptor.lifecycle];
}

/**
 * The lifecycle whose events a record's view offers: an approval module's, or that of a module without a flow moved
 * by its recordings alone (an IT bug: submit, resolve, close, reopen).
 */
export function movedLifecycleOf(descriptor: ModuleDescriptor) {
  if (descriptor.lifecycle && !descriptor.flow && descriptor.capabilities.recordings?.length) return LIFECYCLES[descriptor.lifecycle];
  return lifecycleOf(descriptor);
}

export async function systemParamScope(db: Db): Promise<Record<string, string | number>> {
  const rows = await db.select({ code: systemParams.code, value: systemParams.value }).from(systemParams);
  // Conditions compare numbers held as text as numbers (flows/README.md), so values stay as they are stored.
  return Object.fromEntries(rows.map((row) => [row.code, row.value]));
}

/** The document's fields plus the record columns conditions may read. */
const docScope = (record: RecordRow) => ({ ...record.data, status: record.status, serialNo: record.serialNo });

/** The flow version each flow key last ran on here: a hint for resolving its assignee rules in the same query. */
const lastDefinition = perDatabase(() => new Map<string, number>());

/** Who asks, as the lifecycle machines see it (DESIGN.md §4); the system when nobody does (a time limit). */
export function askerOf(
  access: Access | null,
  descriptor: ModuleDescriptor,
  record: { creatorId: number; projectLeaderId?: number | null; data?: Readonly<Record<string, unknown>> },
  situation: Pick<Situation, 'open' | 'principals'>,
): Asker {
  if (!access) return SYSTEM_ASKER;
  const { open, principals } = situation;
  return {
    isCreator: record.creatorId === access.user.id,
    // Without a flow, whom the record's `handlers` name holds its task (descriptor `access`).
    isCurrentApprover:
      open.some((task) => task.assigneeId === access.user.id) || (!descriptor.flow && isHandlerOf(descriptor, record.data ?? {}, access.user.id)),
    isDelegate: open.some((task) => task.assigneeId !== access.user.id && principals.includes(task.assigneeId)),
    isProjectLeader: hasProjectLeader(descriptor) && record.projectLeaderId === access.user.id,
    isAdmin: access.isAdmin,
    permissions: [...access.permissions].filter((code) => code.startsWith(`${descriptor.permission}:`)),
  };
}

/**
 * Runs one approval action on one document, atomically: the lifecycle machine must accept the event, the flow
 * executor moves the process, and the status, the process state, the to-do rows, the history row and the
 * notifications are written together, in one statement that applies only if the document's version is still the
 * one the action read (version-check.ts). Two approvers acting at once, or an approver and a time limit: one write
 * applies, the other reads again and finds the task gone. Round trips: read the document and its situation, write.
 * A sub-flow move and the effects of signing write more than one statement: they run under the row lock.
 * `access` null is the system, deciding a task whose time limit has passed (`taskId`) or handing it on (reassign).
 */
export async function act(db: Db, access: Access | null, descriptor: ModuleDescriptor, recordId: number, action: WorkflowAction, input: ActionInput) {
  // Counted by outcome for the operator's metrics: a refusal is the caller's (an AppError), a failure is ours.
  const count = (outcome: Outcome) => approvalActions.inc({ module: descriptor.key, action, outcome });
  try {
    const done = await actOnce(db, access, descriptor, recordId, action, input);
    count('done');
    return done;
  } catch (error) {
    count(error instanceof AppError && error.code !== 500 ? 'refused' : 'failed');
    if (access && action === 'approve' && error instanceof AppError && error.code === STOCK_CHANGED) await markRefused(db, access, descriptor, recordId, error);
    throw error;
  }
}

/** The approval the system refuses because what it moves is gone since the submission (src/server/stock). */
const STOCK_CHANGED = 2002;

/**
 * The refusal is kept on the approver's open task, outside the undone transaction, so the to-do list marks the
 * document (what is missing, what is on hand) until the task closes.
 */
async function markRefused(db: Db, access: Access, descriptor: ModuleDescriptor, recordId: number, error: AppError) {
  await db
    .update(processTasks)
    .set({ refusedWith: { messageId: error.messageId ?? `errors.${error.code}`, values: error.values } })
    .where(
      and(
        eq(processTasks.recordId, recordId),
        eq(processTasks.module, descriptor.key),
        eq(processTasks.status, 'open'),
        sql`${processTasks.assigneeId} in ${principalsSql(access.user.id, sql`${processTasks.module}`)}`,
      ),
    );
}

async function actOnce(db: Db, access: Access | null, descriptor: ModuleDescriptor, recordId: number, action: WorkflowAction, input: ActionInput) {
  const lifecycle = lifecycleOf(descriptor);
  const named = [...new Set(input.users ?? [])];
  const files = [...new Set(input.files ?? [])];
  const needs = WORKFLOW_ACTIONS[action].users !== 'none';
  checkInput(action, input, named);
  const actorId = access?.user.id ?? null;

  // Bytes a signing stored (descriptor `signing`) are removed when its transaction does not commit.
  const written: string[] = [];
  // Signed copies stamped outside any transaction, by what they stamp, for the locked attempt to store.
  const stamped = new Map<string, SignedCopy>();
  return withVersionCheck(db, async (tx, locked) => {
    const hint = descriptor.flow ? lastDefinition(tx).get(descriptor.flow) : undefined;
    const hinted = RESOLVES.has(action) && hint ? cachedModel(tx, hint) : undefined;
    const { record, situation } = await readDocument(tx, actorId, descriptor, recordId, { lock: locked, users: needs ? named : [], model: hinted, files });
    if (access) await assertDocumentReadable(tx, access, descriptor, record);
    if (situation.files.length < files.length) throw badInput('files', 'workflow.files.unknown');
    const { instance, open, principals } = situation;
    const asker = askerOf(access, descriptor, record, situation);
    const probeAsker = { ...asker, isCurrentApprover: asker.isCurrentApprover || asker.isDelegate };

    // The machine answers first: an action the status does not offer, or one this asker may not take, is refused
    // with its own code before anything else is looked at.
    // A sub-flow the module does not offer does not exist for it: a wrong step (1006), whoever asks.
    assertOffered(descriptor, action);
    const removing = action === 'removeApprover' ? open.find((task) => task.id === input.taskId) : undefined;
    const byAdder = Boolean(removing && instance && actorId !== null && (await addedBy(tx, instance.id, removing.assigneeId)) === actorId);
    const asked: LifecycleEvent = { type: WORKFLOW_ACTIONS[action].event, ...(action === 'removeApprover' ? { byAdder } : {}) };
    const probe = applyEvent(lifecycle, record.status, { doc: record.data, asker: probeAsker }, asked);
    if (!probe.ok) throw refusal(probe.refusal);
    if (WORKFLOW_ACTIONS[action].reason) checkReason(action, input.opinion);
    // Sub-flows (descriptor `subFlows`): a start into a draft or a cancel moves the status alone; void starts its
    // approval through the module's flow like a submission.
    const subFlow = subFlowOf(action);
    if (subFlow && !startsApproval(lifecycle, record.status, action))
      return locked ? moveSubFlow(tx, access!, descriptor, record, asker, action as SubFlowEvent, input.opinion) : NEEDS_LOCK;
    checkSplitBefore(descriptor, lifecycle, probe.to, record.data);
    if (needs && situation.active.length < named.length) throw badInput('users', 'errors.404');

    const isStart = action === 'submit' || action === 'resubmit' || subFlow !== undefined;
    if (isStart && instance) throw new AppError(1007);
    if (!isStart && !instance) throw new AppError(1009);
    if (action === 'urge' && instance?.urgedRecently) throw new AppError(1002, 'workflow.urge.tooSoon', { minutes: URGE_EVERY_MINUTES });
    const definitionId = isStart ? situation.publishedId : instance!.definitionId;
    if (!definitionId) throw new AppError(1009);
    const model = await modelById(tx, definitionId);
    if (descriptor.flow) lastDefinition(tx).set(descriptor.flow, definitionId);
    // What is submitted is complete: every required rule, the form override's included (1001 naming the field).
    if (isStart) assertCompleteWith(await withDictionaries(tx, descriptor), record.data, situation.formOverride ?? undefined, model);
    // A submission picking a record another document holds is refused before any approval (descriptor `exclusive`).
    if (isStart && descriptor.capabilities.exclusive?.length) await checkExclusive(tx, descriptor, [record.data], record.id);
    // A booking's slot (descriptor `bookings`) is checked again under the resource's lock when it is submitted.
    if (isStart && descriptor.capabilities.bookings) await checkBookings(tx, descriptor, [record.data], record.id);
    // One filed record per value (descriptor `unique`): a submission files it, so it is checked again now.
    if (isStart && descriptor.capabilities.unique?.length) await checkUnique(tx, descriptor, [record.data], record.id);
    // What a capability writes at signing is asked for at submission (stock that is there, a balance, a free login
    // name); the signing checks again under locks (signing-moves.ts).
    if (isStart) for (const moves of signingMovesOf(descriptor)) await moves.before?.(tx, descriptor, record);
    if (isStart) await checkFieldEffectsBefore(tx, descriptor, record);
    // A draft reserves nothing against a limit (a contract's remainder): a submission files it, under the picked records' locks.
    if (isStart && descriptor.capabilities.limits?.length) {
      if (!locked) return NEEDS_LOCK;
      await checkLimits(tx, access, descriptor, [record.data], record.id);
    }
    const envOf = async (): Promise<ProcessEnv> => {
      const table =
        hinted && hint === definitionId && situation.table
          ? situation.table
          : (
              await selectPrepared<{ table: Record<string, number[]> }>(
                tx,
                sql`select ${assigneeTableSql(model, record.creatorId, record.projectLeaderId, record.data)} as "table"`,
              )
            )[0].table;
      return { doc: docScope(record), params: situation.params, resolve: resolverFrom(table), chosen: chosenFor(model, named) };
    };

    if (action === 'cc' && actorId !== null && named.includes(actorId)) throw badInput('users', 'workflow.process.selfChosen' as MessageId);
    const subject = subjectOf(action, open, principals, actorId, input.taskId);
    if (action === 'approve' && access && subject) assertStepFieldsFilled(descriptor, model.nodes[subject.nodeId], record.data);
    const onBehalfOf = subject && actorId !== null && subject.assigneeId !== actorId && ON_OWN_TASK.has(action) ? subject.assigneeId : undefined;
    const actor = actorId === null ? null : { userId: actorId, ...(onBehalfOf !== undefined ? { onBehalfOf } : {}) };
    const env = RESOLVES.has(action) || isStart ? await envOf() : { doc: docScope(record), resolve: () => [] };
    const state = instance?.state as ProcessState;
    const { step, decision } = stepFor(action, { model, state, env, applicantId: record.creatorId, actor, subject, named, input });
    if (!step.ok) throw refusal(step.refusal, model);
    // The flow may have made the event more precise (an approval that completes the process signs the document).
    const { event, asker: eventAsker } = isStart
      ? { event: asked, asker: probeAsker }
      : lifecycleEventOf(asked, probeAsker, decision, step.events, actorId === null);
    const moved = event === asked ? probe : applyEvent(lifecycle, record.status, { doc: record.data, asker: eventAsker }, event);
    if (!moved.ok) throw refusal(moved.refusal as Refusal);

    const next = step.state;
    const closes = WORKFLOW_ACTIONS[action].closes;
    const tasks = taskChanges({
      open,
      model,
      state: next,
      events: step.events,
      // Adding after the actor keeps their task open: nothing of theirs closes yet. The system closes the whole task.
      closing:
        closes && subject && !(action === 'addApprover' && input.position !== 'before')
          ? { taskKey: subject.taskKey, assigneeId: actorId === null && decision ? undefined : subject.assigneeId, status: closes }
          : null,
      actorId,
      opinion: input.opinion ?? null,
      // An escalation hands on a task whose time is already up.
      untimed: actorId === null && action === 'reassign',
    });
    const urgent = Boolean(input.urgent) || Boolean(instance?.urgent);
    const notes = notificationsFor(descriptor, record, tasks.opened, step.events, action, actorId, open);
    const signing = isSigning(lifecycle, record.status, moved.to);
    // Descriptor `numbering`, `distribution`: what the steps this action completes write (step-moves.ts).
    const stepMoves = stepMovesOf(descriptor, step.events);
    const holds = Boolean(descriptor.capabilities.exclusive?.length) && moved.to !== record.status;
    // Descriptor `signing`: the copy is stamped before anything is written, outside any transaction (an unlocked
    // attempt runs on the database itself); a file it cannot stamp refuses the approval.
    const signer = actorId ?? subject?.assigneeId ?? null;
    const toSign = signing && descriptor.capabilities.signing ? await signingRequestOf(tx, descriptor, record, signer) : null;
    if (toSign && !stamped.has(toSign.key)) {
      if (locked) return PREPARE;
      stamped.set(toSign.key, await stampSignedCopy(fileStorageOf(db), descriptor, toSign));
    }
    if (
      ((signing && (descriptor.capabilities.effects?.length || descriptor.capabilities.signing || signingMovesOf(descriptor).length)) ||
        holds ||
        stepMoves.length > 0) &&
      !locked
    )
      return NEEDS_LOCK;
    const copy = toSign ? stamped.get(toSign.key)! : null;
    if (holds) await moveHolds(tx, descriptor, record, record.status, moved.to);
    const target = action === 'jump' ? model.nodes[input.nodeId ?? ''] : undefined;
    const instanceId = await writeStep(tx, {
      descriptor,
      // The history row's snapshot names the signed copy the signing produced.
      record: copy ? { ...record, data: withSignedCopy(record.data, copy) } : record,
      instance,
      definitionId,
      state: next,
      stateChanged: action !== 'cc' && action !== 'urge',
      urgent,
      urged: action === 'urge',
      tasks,
      toStatus: moved.to,
      history: {
        event: decision ? event.type : asked.type,
        actorId,
        onBehalfOf: onBehalfOf ?? null,
        nodeId: target?.id ?? subject?.nodeId ?? null,
        nodeName: target ? nodeLabel(target) : (subject?.nodeName ?? null),
        nodeNames: (target ? target.names : subject?.nodeNames) ?? null,
        opinion: input.opinion ?? null,
        namedUsers: named,
        files,
      },
      notes,
      cc: [...(action === 'cc' ? named : []), ...step.events.flatMap((e) => (e.type === 'cc.sent' ? e.users : []))],
    });
    if (instanceId === null) return CONFLICT;
    if (copy) {
      written.push(copy.storedPath);
      await storeSignedCopy(tx, fileStorageOf(db), descriptor, record, copy, signer);
    }
    for (const move of stepMoves) await move(tx, descriptor, record, actorId, () => fileStorageOf(db));
    if (signing) await runSigningEffects(tx, descriptor, record, moved.to, actorId, instanceId);
    if (signing) for (const moves of signingMovesOf(descriptor)) await moves.post(tx, descriptor, record, actorId);
    return { status: moved.to, instanceId, processStatus: next.status };
  }).catch(async (error: unknown) => {
    const storage = written.length ? fileStorageOf(db) : null;
    for (const storedPath of written) await storage!.remove(storedPath);
    throw error;
  });
}

/** Approvers picked in the dialog go to every `chosen` step. */
export function chosenFor(model: ProcessModel, users: readonly number[]) {
  return Object.fromEntries(
    Object.values(model.nodes)
      .filter((node) => node.assignee?.type === 'chosen')
      .map((node) => [node.id, users]),
  );
}

/**
 * The "why not?" answer for one document and the signed-in user: legal actions, and every refusal with its reason
 * and kind. An action the user could take in a status the document may still reach is `notNow`, with those
 * statuses (`when`) unless it is refused in this one for another reason; one their role never gives them is `notYours`.
 */
export async function actionsFor(db: Db, access: Access, descriptor: ModuleDescriptor, recordId: number) {
  const lifecycle = movedLifecycleOf(descriptor);
  const { record, situation } = await readDocument(db, access.user.id, descriptor, recordId, { lock: false, users: [] });
  await assertDocumentReadable(db, access, descriptor, record);
  const asker = askerOf(access, descriptor, record, situation);
  const input = { doc: record.data, asker };
  const answer = answerActions(lifecycle, record.status, input);
  const offered = (event: string) => isOffered(descriptor, event);
  const refused = Object.entries(answer.refused).flatMap(([event, why]) => {
    if (!offered(event)) return [];
    const nearest = nearestStatusesFor(lifecycle, record.status, input, event, offered);
    const kind = nearest.length === 0 ? ('notYours' as const) : ('notNow' as const);
    return [[event, { ...why!, kind, when: nearest.includes(record.status) ? [] : nearest }] as const];
  });
  return {
    status: answer.status,
    lifecycle: lifecycle.name,
    legal: answer.legal.filter(offered),
    refused: Object.fromEntries(refused),
    owner: isOwner(access, descriptor, record),
    instanceId: situation.instance?.id ?? null,
  };
}
