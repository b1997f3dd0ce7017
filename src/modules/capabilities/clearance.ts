import { type Capability, capability, expectField, pickTarget } from './capability.ts';

/**
 * A document that clears a person out (离职 a resignation, src/server/people/README.md): `employee` picks their record
 * in the register that declares `employment`. What they still hold is computed, never typed: the goods in their
 * custody or lent to them, the money they owe (their own documents unpaid or partly repaid, spec §4 statuses 18 and
 * 20), their open approval tasks and their own documents still in approval (`GET /people/clearance/:archiveId`, for
 * whoever may list such documents). The signing is refused while they hold goods or owe money.
 */
export type ClearanceDef = { employee: string };

export const clearance: Capability<ClearanceDef> = capability({
  check: ({ employee }, { descriptor, findModule }) => [
    ...expectField(descriptor, employee, ['recordPick'], 'clearance'),
    ...(findModule(pickTarget(descriptor, employee) ?? '')?.capabilities.employment ? [] : [`clearance: ${employee} picks no register declaring employment`]),
  ],
});
