import { transition, type AnyStateMachine } from 'xstate';
import type { ErrorCode } from '../src/shared/error-codes.ts';
import type { WorkflowMessageId } from '../src/shared/i18n/workflow.zh.ts';

/** Who asks (DESIGN.md §4). The server fills it per request; the client gets the same answer from the server or computes it itself. */
export type Asker = {
  isCreator: boolean;
  /** Holds an open task of the document's running approval. */
  isCurrentApprover: boolean;
  /** Acts for the current approver under a delegation. */
  isDelegate: boolean;
  /** Spec §6: with module type code 16 the project leader keeps the creator's rights. */
  isProjectLeader: boolean;
  isAdmin: boolean;
  /** Permission codes `<module>:<action>` (spec §6); a guard matches on the action part. */
  permissions: readonly string[];
};

export const NOBODY: Asker = { isCreator: false, isCurrentApprover: false, isDelegate: false, isProjectLeader: false, isAdmin: false, permissions: [] };

/** The document as stored: the machines read a few fields (amount, repaidAmount) and never write it. */
export type LifecycleDoc = Readonly<Record<string, unknown>>;

export type LifecycleContext = { doc: LifecycleDoc; asker: Asker };
export type LifecycleInput = { doc?: LifecycleDoc; asker: Asker };

/**
 * Payload some events carry. `final`: the flow executor says this approval ends the process.
 * `toEarlierNode`: a rejection goes back to an earlier approver, not to the applicant. `byAdder`: the approver
 * being taken out was added by the asker.
 */
export type EventPayload = { final?: boolean; toEarlierNode?: boolean; byAdder?: boolean; amount?: number; resolution?: number };
export type LifecycleEvent<T extends string = string> = { type: T } & EventPayload;

/** Spec §4 colours: in progress green, draft/withdrawn blue, rejected/unfinished red, final grey. */
export type StatusColour = 'green' | 'blue' | 'red' | 'grey';
export type StatusDef<K extends string = string> = { code: number; key: K; colour: StatusColour };

/** Why an action is refused: a catalogue id and the spec §8 code the server answers with. */
export type Refusal = { messageId: WorkflowMessageId; code: ErrorCode; values?: Record<string, string | number> };

export type GuardCheck = (context: LifecycleContext, event: LifecycleEvent) => Refusal | null;

/** A lifecycle: its machine, status table, entry statuses (where a new document starts) and every event it knows. */
export type Lifecycle<K extends string = string, E extends string = string> = {
  name: string;
  machine: AnyStateMachine;
  statuses: readonly StatusDef<K>[];
  /** Statuses a new document may be created in; the first is the machine's initial state. */
  entries: readonly number[];
  events: readonly E[];
  /** The guard library the machine was set up with, so a refusal can say why. */
  checks: Readonly<Record<string, GuardCheck>>;
};

export type ActionAnswer<E extends string = string> = {
  status: number;
  legal: E[];
  refused: Partial<Record<E, Refusal>>;
};

/** Turns reason-giving checks into XState guards (true when the check finds nothing to refuse). */
export function guardsFrom<N extends string>(checks: Record<N, GuardCheck>) {
  const guards = {} as Record<N, (args: { context: LifecycleContext; event: LifecycleEvent }) => boolean>;
  for (const name of Object.keys(checks) as N[]) guards[name] = ({ context, event }) => checks[name](context, event) === null;
  return guards;
}

export const hasPermission = (asker: Asker, action: string) => asker.permissions.some((code) => code === action || code.endsWith(`:${action}`));

const WRONG_STEP: Refusal = { messageId: 'workflow.refusal.wrongStep', code: 1006 };
const CANNOT_WITHDRAW_OR_REJECT: Refusal = { messageId: 'workflow.refusal.cannotWithdrawOrReject', code: 1008 };
const UNKNOWN_STATUS: Refusal = { messageId: 'workflow.refusal.unknownStatus', code: 1010 };

export function statusDef<K extends string>(lifecycle: Lifecycle<K>, code: number): StatusDef<K> | undefined {
  return lifecycle.statuses.find((s) => s.code === code);
}

export function statusCode(lifecycle: Lifecycle, key: string): number {
  const def = lifecycle.statuses.find((s) => s.key === key);
  if (!def) throw new Error(`${lifecycle.name}: no status ${key}`);
  return def.code;
}

export const statusColour = (lifecycle: Lifecycle, code: number): StatusColour | undefined => statusDef(lifecycle, code)?.colour;

/**
 * A status in which a sub-flow other than a change is being prepared (the draft, rejection or withdrawal of a seal,
 * an archive, a split, a project's ratio…): the document's fields stay as they were signed, but those a module opens
 * in that status by name (a split's parts). A change's draft edits the whole document; money and terms change only so.
 */
export const isSubFlowDraft = (lifecycle: Lifecycle, code: number) =>
  /^(?!change)[a-z]+(Draft|Rejected|Withdrawn)$/.test(statusDef(lifecycle, code)?.key ?? '');
/** Catalogue id of a status name: `status.<lifecycle>.<code>`. */
export const statusMessageId = (lifecycle: Pick<Lifecycle, 'name'>, code: number) => `status.${lifecycle.name}.${code}`;

function snapshotAt(lifecycle: Lifecycle, code: number, input: LifecycleInput) {
  const def = statusDef(lifecycle, code);
  if (!def) return undefined;
  return lifecycle.machine.resolveState({ value: def.key, context: { doc: input.doc ?? {}, asker: input.asker } });
}

function guardName(guard: unknown): string | undefined {
  if (typeof guard === 'string') return guard;
  if (guard && typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') return guard.type;
  return undefined;
}

/** Refusal of one event in one status, or null when the machine accepts it. */
function refusalOf(lifecycle: Lifecycle, code: number, context: LifecycleContext, event: LifecycleEvent): Refusal | null {
  const def = statusDef(lifecycle, code);
  if (!def) return UNKNOWN_STATUS;
  const node = lifecycle.machine.getStateNodeById(`${lifecycle.machine.id}.${def.key}`);
  const candidates = node.on[event.type] ?? [];
  if (candidates.length === 0) return event.type === 'approval.withdraw' || event.type === 'approval.reject' ? CANNOT_WITHDRAW_OR_REJECT : WRONG_STEP;
  let last: Refusal = WRONG_STEP;
  for (const candidate of candidates) {
    const name = guardName(candidate.guard);
    if (!name) return null;
    const check = lifecycle.checks[name];
    if (!check) throw new Error(`${lifecycle.name}: guard ${name} has no check`);
    const refusal = check(context, event);
    if (!refusal) return null;
    last = refusal;
  }
  // The last candidate is the general case (e.g. a non-final approval), so its reason is the one to show.
  return last;
}

/**
 * The "why not?" answer (DESIGN.md §4): every legal action of the document for this asker, and for every
 * other action of the lifecycle the reason it is refused. Events are probed without payload, so an action
 * counts as legal when any of its forms is.
 */
export function answerActions<K extends string, E extends string>(lifecycle: Lifecycle<K, E>, code: number, input: LifecycleInput): ActionAnswer<E> {
  const context: LifecycleContext = { doc: input.doc ?? {}, asker: input.asker };
  const answer: ActionAnswer<E> = { status: code, legal: [], refused: {} };
  for (const type of lifecycle.events) {
    const refusal = refusalOf(lifecycle, code, context, { type });
    if (refusal) answer.refused[type] = refusal;
    else answer.legal.push(type);
  }
  return answer;
}

export type ApplyResult = { ok: true; from: number; to: number } | { ok: false; from: number; refusal: Refusal };

/**
 * What the server runs for an action: the next status, or the refusal. Only events change status; a plain
 * save is `record.save`, which the machines accept without a target.
 */
export function applyEvent(lifecycle: Lifecycle, code: number, input: LifecycleInput, event: LifecycleEvent): ApplyResult {
  const context: LifecycleContext = { doc: input.doc ?? {}, asker: input.asker };
  const refusal = refusalOf(lifecycle, code, context, event);
  if (refusal) return { ok: false, from: code, refusal };
  const snapshot = snapshotAt(lifecycle, code, input);
  if (!snapshot) return { ok: false, from: code, refusal: UNKNOWN_STATUS };
  const [next] = transition(lifecycle.machine, snapshot, event);
  return { ok: true, from: code, to: statusCode(lifecycle, String(next.value)) };
}

/** Whether the status has any transition for the event, whoever asks (an approval state accepts `approval.approve`). */
export function hasEvent(lifecycle: Lifecycle, code: number, type: string): boolean {
  const def = statusDef(lifecycle, code);
  return def !== undefined && (lifecycle.machine.getStateNodeById(`${lifecycle.machine.id}.${def.key}`).on[type]?.length ?? 0) > 0;
}

/** Final statuses accept no event at all. */
export function isFinalStatus(lifecycle: Lifecycle, code: number): boolean {
  const def = statusDef(lifecycle, code);
  return def !== undefined && lifecycle.machine.getStateNodeById(`${lifecycle.machine.id}.${def.key}`).type === 'final';
}

export type TransitionRow = { from: number; event: string; guard: string | null; to: number };

/** Every transition as data, in machine order: for the lifecycle chart, replay, and the tables in README.md. */
export function transitionTable(lifecycle: Lifecycle): TransitionRow[] {
  const rows: TransitionRow[] = [];
  for (const def of lifecycle.statuses) {
    const node = lifecycle.machine.getStateNodeById(`${lifecycle.machine.id}.${def.key}`);
    for (const [event, candidates] of Object.entries(node.on))
      for (const candidate of candidates) {
        const target = candidate.target?.[0]?.key;
        rows.push({ from: def.code, event, guard: guardName(candidate.guard) ?? null, to: target ? statusCode(lifecycle, target) : def.code });
      }
  }
  return rows;
}
