import type { Condition } from '../../shared/rules/conditions.ts';
import { type Capability, capability, fieldOf } from './capability.ts';

/**
 * A document this one leads to (a won bid becomes a contract): where every condition of `when` holds on a record
 * (its data fields and `status`, by name), its view offers to start a `module` document, whose form opens filled
 * from this one (`followUpValues` in src/modules/derive.ts): `fields` maps each target field to this module's field,
 * `'id'` naming the record itself (a pick of it).
 */
export type FollowUpDef = { module: string; when: readonly Condition[]; fields: Readonly<Record<string, string>> };

export const followUps: Capability<readonly FollowUpDef[]> = capability({
  load: (declared, statuses) => declared.map((followUp) => ({ ...followUp, when: followUp.when.map(statuses.condition) })),
  check: (value, { descriptor, findModule }) =>
    value.flatMap((followUp) => {
      const target = findModule(followUp.module);
      if (!target) return [`followUps: no module ${followUp.module}`];
      return Object.entries(followUp.fields).flatMap(([to, from]) => [
        ...(fieldOf(target, to) ? [] : [`followUps: ${followUp.module} has no field ${to}`]),
        ...(from === 'id' || fieldOf(descriptor, from) ? [] : [`followUps: no field ${from}`]),
      ]);
    }),
});
