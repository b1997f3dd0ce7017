import { setup } from 'xstate';
import { guardsFrom, type GuardCheck, type Lifecycle, type LifecycleContext, type LifecycleEvent, type LifecycleInput, type StatusDef } from './lifecycle.ts';

/** One way out of a status: the check that must pass and, unless the status stays, the status it leads to. */
export type TransitionSpec<K extends string = string, G extends string = string> = { readonly guard: G; readonly target?: K };
/** A status either rests for good (`final`) or answers some events, each with one transition or several tried in order. */
export type StateSpec<K extends string = string, G extends string = string, E extends string = string> =
  | { readonly type: 'final' }
  | { readonly on: { readonly [event in E]?: TransitionSpec<K, G> | readonly TransitionSpec<K, G>[] } };

export type LifecycleSpec<K extends string, E extends string, G extends string> = {
  name: string;
  statuses: readonly StatusDef<K>[];
  /** Statuses a new document may be created in; the first is where the machine starts. */
  entries: readonly number[];
  events: readonly E[];
  checks: Record<G, GuardCheck>;
  /** Every status of the table, by key: targets must be statuses, guards must be checks. */
  states: { readonly [status in K]: StateSpec<NoInfer<K>, NoInfer<G>, NoInfer<E>> };
};

/**
 * Builds a lifecycle's XState machine the one way every lifecycle is built: the document and the asker as its
 * context, its checks as guards (so a refusal can name the check that failed), and the first entry as its start.
 */
export function defineLifecycle<K extends string, E extends string, G extends string>(spec: LifecycleSpec<K, E, G>): Lifecycle<K, E> {
  const initial = spec.statuses.find((status) => status.code === spec.entries[0]);
  if (!initial) throw new Error(`${spec.name}: entry ${spec.entries[0]} is not a status`);
  const machine = setup({
    types: { context: {} as LifecycleContext, events: {} as LifecycleEvent<E>, input: {} as LifecycleInput },
    guards: guardsFrom<string>(spec.checks),
  }).createMachine({
    id: spec.name,
    initial: initial.key,
    context: ({ input }) => ({ doc: input.doc ?? {}, asker: input.asker }),
    // The spec's types already tie every target to a status and every guard to a check.
    states: spec.states as Record<string, object>,
  });
  return { name: spec.name, machine, statuses: spec.statuses, entries: spec.entries, events: spec.events, checks: spec.checks };
}
