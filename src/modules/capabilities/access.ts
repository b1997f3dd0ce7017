import type { ModuleDescriptor } from '../module.types.ts';
import { type Capability, capability, fieldOf, isUserPick, pickTarget } from './capability.ts';

/**
 * Who reads a module's records beyond the data scope (spec §3, §6).
 *
 * - `readByAll`: a register the whole organisation reads (the company's qualification certificates, which every bid
 *   cites): whoever may list it reads every record, whatever their data scope; changing a record still follows the
 *   scope.
 * - `private`: with `readByAll`, the fields only the record's own people read: the person it is about (`person`, a
 *   user pick), its owner, and readers whose data scope holds it; whoever else lists the register reads the record
 *   without them (an employee archive's ID card, birth date and contacts, which colleagues picking the archive do
 *   not need), in the list, the record, the export and its history.
 * - `projectLeader`: the data field naming the project leader (a user pick); `<pick>.<field>` reads it from the record
 *   a record pick names (a result document's leader is its project's). Such a module is of spec §6 type code 16: the
 *   record's project leader keeps the creator's rights, and the flows' `projectLeader` step names them.
 * - `handlers`: user picks naming whom a record without an approval flow waits on (a bug's assignee, a need's
 *   developer and tester): to its lifecycle they hold the record's open task (the machine's `isHandler`), so they
 *   record what the handler records (resolve a bug, pass a test).
 */
export type AccessDef = { readByAll?: boolean; private?: readonly string[]; person?: string; projectLeader?: string; handlers?: readonly string[] };

/** Whether the user is one a record's `handlers` name. */
export const isHandlerOf = (descriptor: Pick<ModuleDescriptor, 'capabilities'>, data: Readonly<Record<string, unknown>>, userId: number) =>
  (descriptor.capabilities.access?.handlers ?? []).some((key) => Number(data[key]) === userId);

/** Spec §6 type code 16: the record's project leader keeps the creator's rights. */
export const hasProjectLeader = (descriptor: Pick<ModuleDescriptor, 'capabilities'>) => Boolean(descriptor.capabilities.access?.projectLeader);

export const access: Capability<AccessDef> = capability({
  check: ({ projectLeader, readByAll, private: hidden, person, handlers }, { descriptor, findModule }) => [
    ...(handlers ?? []).filter((key) => !isUserPick(fieldOf(descriptor, key))).map((key) => `access.handlers: ${key} is no user pick`),
    ...(hidden?.length && !readByAll ? ['access.private: only a register read by all hides fields from some readers'] : []),
    ...(hidden ?? []).filter((key) => !fieldOf(descriptor, key)).map((key) => `access.private: no field ${key}`),
    ...(person && !isUserPick(fieldOf(descriptor, person)) ? [`access.person: ${person} is no user pick`] : []),
    ...projectLeaderProblems(projectLeader, descriptor, findModule),
  ],
});

function projectLeaderProblems(projectLeader: string | undefined, descriptor: ModuleDescriptor, findModule: (key: string) => ModuleDescriptor | undefined) {
  if (!projectLeader) return [];
  const [own, through] = projectLeader.split('.');
  if (through === undefined) return isUserPick(fieldOf(descriptor, own)) ? [] : [`access.projectLeader: ${own} is no user pick`];
  const target = pickTarget(descriptor, own);
  const picked = target ? findModule(target) : undefined;
  if (!picked) return [`access.projectLeader: ${own} is no record pick of a module`];
  return isUserPick(fieldOf(picked, through)) ? [] : [`access.projectLeader: ${through} of ${target} is no user pick`];
}
