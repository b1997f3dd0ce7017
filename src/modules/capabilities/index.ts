import type { FieldDef } from '../../shared/rules/field.types.ts';
import type { ModuleDescriptor } from '../module.types.ts';
import type { Named, StatusCodes } from '../status-names.ts';
import { access } from './access.ts';
import { attendance } from './attendance.ts';
import type { Capability } from './capability.ts';
import { bookings } from './bookings.ts';
import { circulation } from './circulation.ts';
import { clearance } from './clearance.ts';
import { distribution } from './distribution.ts';
import { effects } from './effects.ts';
import { employment } from './employment.ts';
import { essential } from './essential.ts';
import { exclusive } from './exclusive.ts';
import { followUps } from './follow-ups.ts';
import { hire } from './hire.ts';
import { leave } from './leave.ts';
import { limits } from './limits.ts';
import { madeByServer } from './made-by-server.ts';
import { mine } from './mine.ts';
import { namedBy } from './named-by.ts';
import { reassign } from './reassign.ts';
import { numbering } from './numbering.ts';
import { punch } from './punch.ts';
import { recordings } from './recordings.ts';
import { reminders } from './reminders.ts';
import { salary } from './salary.ts';
import { report } from './report.ts';
import { signing } from './signing.ts';
import { stockReports } from './stock-reports.ts';
import { stock } from './stock.ts';
import { subFlows } from './sub-flows.ts';
import { sums } from './sums.ts';
import { tagged } from './tagged.ts';
import { tree } from './tree.ts';
import { unique } from './unique.ts';
import { weekDigest } from './week-digest.ts';

/**
 * Every capability a module descriptor may declare under `capabilities`, by name: one file of this folder each
 * (its type, what it means, its loading and its check), registered by one line here. A new behaviour is a new
 * capability, never a new top-level key of the descriptor.
 */
export const CAPABILITIES = {
  access,
  sums,
  limits,
  effects,
  signing,
  subFlows,
  followUps,
  reminders,
  exclusive,
  unique,
  recordings,
  report,
  stock,
  stockReports,
  leave,
  attendance,
  punch,
  employment,
  hire,
  reassign,
  clearance,
  salary,
  tagged,
  tree,
  madeByServer,
  namedBy,
  essential,
  weekDigest,
  mine,
  numbering,
  distribution,
  circulation,
  bookings,
} as const;

export type CapabilityName = keyof typeof CAPABILITIES;
type ValueOf<C> = C extends Capability<infer T> ? T : never;

/** A module's capabilities as the engines read them (statuses by code). */
export type Capabilities = { readonly [K in CapabilityName]?: ValueOf<(typeof CAPABILITIES)[K]> };
/** A module's capabilities as its descriptor writes them (statuses by name). */
export type DeclaredCapabilities = { readonly [K in CapabilityName]?: Named<ValueOf<(typeof CAPABILITIES)[K]>> };

/** The declared capabilities as the engines read them: each through its `load` (status names to codes), once. */
export function loadCapabilities(declared: DeclaredCapabilities, statuses: StatusCodes, fields: readonly FieldDef[]): Capabilities {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(declared)) {
    const definition = CAPABILITIES[name as CapabilityName] as Capability<unknown> | undefined;
    if (!definition) throw new Error(`capabilities: no capability ${name}`);
    if (value !== undefined) out[name] = definition.load ? definition.load(value as never, statuses, fields) : value;
  }
  return out as Capabilities;
}

/** Every problem of a loaded descriptor's capabilities, each naming the module: none when it is consistent. */
export function capabilityProblems(descriptor: ModuleDescriptor, modules: readonly ModuleDescriptor[]): string[] {
  const findModule = (key: string) => modules.find((other) => other.key === key);
  return Object.entries(descriptor.capabilities).flatMap(([name, value]) => {
    const definition = CAPABILITIES[name as CapabilityName] as Capability<unknown> | undefined;
    if (!definition) return [`${descriptor.key}: no capability ${name}`];
    return (definition.check?.(value, { descriptor, findModule, modules }) ?? []).map((problem) => `${descriptor.key}: ${problem}`);
  });
}
