import { LIFECYCLES, statusCode, type Lifecycle, type LifecycleName } from '../../machines/index.ts';
import type { Condition } from '../shared/rules/conditions.ts';

/**
 * Statuses by name (machines/statuses.json): a descriptor writes `['draft', 'rejected', 'withdrawn']`, never the codes
 * behind them. The names are those of the lifecycle the statuses belong to (the module's own, or the picked module's
 * for a pick's or a limit's statuses); the loader turns them into codes once (`areas.ts`, `listedIn`), so the engines
 * read numbers.
 */

/** The status names of one lifecycle. */
export type StatusNameOf<L extends LifecycleName> = (typeof LIFECYCLES)[L] extends Lifecycle<infer K, string> ? K : never;
/** Every status name of every lifecycle: what a descriptor may write where statuses are asked for. */
export type StatusName = { [L in LifecycleName]: StatusNameOf<L> }[LifecycleName];

/**
 * A runtime shape as a descriptor writes it: every `statuses` (and a limit's `released`) list names its statuses.
 * Functions and primitives stay as they are.
 */
export type Named<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends readonly (infer U)[]
    ? readonly Named<U>[]
    : T extends object
      ? { [K in keyof T]: K extends 'statuses' | 'released' ? readonly StatusName[] : Named<T[K]> }
      : T;

/** The lifecycle whose names a module's own statuses use: its own, else the generic one (a register's draft, 0). */
export const lifecycleOf = (declared: { lifecycle?: LifecycleName; flow?: string }): LifecycleName => declared.lifecycle ?? 'generic';

/** Turns status names into the codes of a lifecycle, once, when a module loads; an unknown name stops the load. */
export type StatusCodes = {
  /** Names of the module's own lifecycle. */
  own: (names: readonly string[] | undefined) => number[] | undefined;
  /** Names of the lifecycle of the module `module` (a pick's target). */
  of: (module: string, names: readonly string[] | undefined) => number[] | undefined;
  /** A condition on `status` with its names as codes; any other condition as it is. */
  condition: (condition: Condition) => Condition;
};

export function statusCodes(own: LifecycleName, lifecycleOfModule: (module: string) => LifecycleName, where: string): StatusCodes {
  const codes = (lifecycle: LifecycleName, names: readonly (string | number)[]) =>
    names.map((name) => {
      if (typeof name === 'number') throw new Error(`${where}: status ${name} is written by its name in ${lifecycle}`);
      return statusCode(LIFECYCLES[lifecycle], name);
    });
  return {
    own: (names) => names && codes(own, names),
    of: (module, names) => names && codes(lifecycleOfModule(module), names),
    condition: (condition): Condition => {
      if (condition.field !== 'status') return condition;
      if (condition.op === 'in' || condition.op === 'notIn') return { ...condition, value: codes(own, condition.value) };
      if (condition.op === 'eq' || condition.op === 'ne') return { ...condition, value: codes(own, [condition.value as string])[0] };
      return condition;
    },
  };
}
