import { setup } from 'xstate';
import {
  guardsFrom,
  type GuardCheck,
  type Lifecycle,
  type LifecycleContext,
  type LifecycleEvent,
  type LifecycleInput,
  type StatusColour,
  type StatusDef,
} from './lifecycle.ts';
import statusTables from './statuses.json' with { type: 'json' };

/** One way out of a status: the check that must pass and, unless the status stays, the status it leads to. */
export type TransitionSpec<K extends string = string, G extends string = string> = { readonly guard: G; readonly target?: K };
/** A status either rests for good (`final`) or answers some events, each with one transition or several tried in order. */
export type StateSpec<K extends string = string, G extends string = string, E extends string = string> =
  { readonly type: 'final' } | { readonly on: { readonly [event in E]?: TransitionSpec<K, G> | readonly TransitionSpec<K, G>[] } };

export type LifecycleSpec<K extends string, E extends string, G extends string> = {
  /** Also the lifecycle's key in `statuses.json`, its table of `[code, key, colour]`. */
  name: keyof typeof statusTables;
  /** Statuses a new document may be created in; the first is where the machine starts. */
  entries: readonly number[];
  events: readonly E[];
  checks: Record<G, GuardCheck>;
  /** Every status of the table, by key: targets must be states, guards must be checks (the table is matched when loaded). */
  states: { readonly [status in K]: StateSpec<NoInfer<K>, NoInfer<G>, NoInfer<E>> };
};

const COLOURS: readonly string[] = ['green', 'blue', 'red', 'grey'] satisfies StatusColour[];

/**
 * The lifecycle's status table, checked against its states: the table is data, so what the compiler cannot see
 * (a status without a state, a state without a status, a colour outside spec §4, a code twice) stops the load.
 */
function statusTable<K extends string>(name: keyof typeof statusTables, states: Record<K, unknown>): StatusDef<K>[] {
  const rows = statusTables[name] as [code: number, key: string, colour: string][];
  const statuses = rows.map(([code, key, colour]) => ({ code, key, colour }));
  const problem = (message: string) => new Error(`${name} (machines/statuses.json): ${message}`);
  const keys = statuses.map((s) => s.key);
  for (const status of statuses) {
    if (!(status.key in states)) throw problem(`status ${status.key} has no state`);
    if (!COLOURS.includes(status.colour)) throw problem(`status ${status.key} has no colour of spec §4`);
  }
  for (const key of Object.keys(states)) if (!keys.includes(key)) throw problem(`state ${key} is not a status`);
  if (new Set(statuses.map((s) => s.code)).size !== statuses.length || new Set(keys).size !== keys.length) throw problem('a code or key stands twice');
  return statuses as StatusDef<K>[];
}

/**
 * Builds a lifecycle's XState machine the one way every lifecycle is built: the document and the asker as its
 * context, its checks as guards (so a refusal can name the check that failed), and the first entry as its start.
 */
export function defineLifecycle<K extends string, E extends string, G extends string>(spec: LifecycleSpec<K, E, G>): Lifecycle<K, E> {
  const statuses = statusTable(spec.name, spec.states);
  const initial = statuses.find((status) => status.code === spec.entries[0]);
  if (!initial) throw new Error(`${spec.name}: entry ${spec.entries[0]} is not a status`);
  const machine = setup({
    types: { context: {} as LifecycleContext, events: {} as LifecycleEvent<E>, input: {} as LifecycleInput },
    guards: guardsFrom<string>(spec.checks),
  }).createMachine({
    id: spec.name,
    initial: initial.key,
    context: ({ input }) => ({ doc: input.doc ?? {}, asker: input.asker }),
    // The spec's types already tie every target to a state and every guard to a check.
    states: spec.states as Record<string, object>,
  });
  return { name: spec.name, machine, statuses, entries: spec.entries, events: spec.events, checks: spec.checks };
}
