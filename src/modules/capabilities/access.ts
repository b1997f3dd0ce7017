import type { ModuleDescriptor } from '../module.types.ts';
import { type Capability, capability, fieldOf, isUserPick, pickTarget } from './capability.ts';

/**
 * Who reads a module's records beyond the data scope (spec §3, §6).
 *
 * - `readByAll`: a register the whole organisation reads (the company's qualification certificates, which every bid
 *   cites): whoever may list it reads every record, whatever their data scope; changing a record still follows the
 *   scope.
 * - `projectLeader`: the data field naming the project leader (a user pick); `<pick>.<field>` reads it from the record
 *   a record pick names (a result document's leader is its project's). Such a module is of spec §6 type code 16: the
 *   record's project leader keeps the creator's rights, and the flows' `projectLeader` step names them.
 */
export type AccessDef = { readByAll?: boolean; projectLeader?: string };

/** Spec §6 type code 16: the record's project leader keeps the creator's rights. */
export const hasProjectLeader = (descriptor: Pick<ModuleDescriptor, 'capabilities'>) => Boolean(descriptor.capabilities.access?.projectLeader);

export const access: Capability<AccessDef> = capability({
  check: ({ projectLeader }, { descriptor, findModule }) => {
    if (!projectLeader) return [];
    const [own, through] = projectLeader.split('.');
    if (through === undefined) return isUserPick(fieldOf(descriptor, own)) ? [] : [`access.projectLeader: ${own} is no user pick`];
    const target = pickTarget(descriptor, own);
    const picked = target ? findModule(target) : undefined;
    if (!picked) return [`access.projectLeader: ${own} is no record pick of a module`];
    return isUserPick(fieldOf(picked, through)) ? [] : [`access.projectLeader: ${through} of ${target} is no user pick`];
  },
});
