import type { Condition } from '../../shared/rules/conditions.ts';
import { type Capability, capability, fieldOf } from './capability.ts';

/**
 * One record per value of `field` among this module's filed records (an employee's archive per user account; one
 * contract with probation per employee): a save or a submission whose `field` names what another filed record of the
 * module already names is refused (1001 on `field`, `messageId`, its value `serialNo` the other record's number).
 * Filed as a limit counts (`src/server/engine/record-unique.ts`): a record without an approval once saved; one with an
 * approval once submitted, until rejected or withdrawn (a draft holds nothing and is checked again when submitted).
 * With `when`, only records where every condition holds are concerned, on both sides (a contract setting probation).
 */
export type UniqueDef = { field: string; messageId: string; when?: readonly Condition[] };

export const unique: Capability<readonly UniqueDef[]> = capability({
  check: (value, { descriptor }) =>
    value.flatMap((rule) => [
      ...(fieldOf(descriptor, rule.field) && !rule.field.includes('.') ? [] : [`unique: no field ${rule.field}`]),
      ...(rule.when ?? []).flatMap((condition) => (fieldOf(descriptor, condition.field) ? [] : [`unique: no field ${condition.field}`])),
    ]),
});
