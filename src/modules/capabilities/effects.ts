import { LIFECYCLES, type LifecycleName } from '../../../machines/index.ts';
import type { Condition } from '../../shared/rules/conditions.ts';
import { type Capability, capability, expectField, fieldOf, pickTarget } from './capability.ts';

/**
 * Something a document's signing does to a record, in the same transaction as the final approval
 * (src/server/engine/README.md): the lifecycle `event` is applied to this record, or with `via` to the record
 * that pick field names, and the target's machine decides the transition (its refusal undoes the approval).
 * With `amount` the event carries that money field of the document; with `addTo` the target's field (kept by
 * the server, never by a form) accumulates it. A loan is paid out when signed; a signed repayment is recorded
 * on its loan (unpaid → partly repaid → repaid). With `when: 'settled'`, only a signing that leaves nothing
 * outstanding of what the document's `stock.against` names (the last return of a borrowing) applies it.
 * With `field`, the event moves that option field of the target instead of its status, by the machine `field.lifecycle`
 * (the field's values are its status codes): a signed regularisation confirms the employee its archive names
 * (employee status 2 probation → 1 regular); the machine's refusal (an employee not on probation) refuses the submission
 * on the pick, naming the value, and undoes a final approval should the value change meanwhile.
 * With `onlyIf`, only the signing of a document whose data meets the condition applies it (a seal use request taking
 * the seal out is taken out; one stamping at the custodian's stays signed).
 */
export type EffectDef = {
  on: 'signed';
  event: string;
  via?: string;
  amount?: string;
  addTo?: string;
  when?: 'settled';
  field?: { key: string; lifecycle: LifecycleName };
  onlyIf?: Condition;
};

export const effects: Capability<readonly EffectDef[]> = capability({
  check: (value, { descriptor, findModule }) =>
    value.flatMap((effect) => {
      const targetKey = effect.via ? pickTarget(descriptor, effect.via) : descriptor.key;
      const target = targetKey ? (findModule(targetKey) ?? (targetKey === descriptor.key ? descriptor : undefined)) : undefined;
      if (!target) return [`effects: ${effect.via} is no record pick of a module`];
      const problems: string[] = [];
      const lifecycle = effect.field ? effect.field.lifecycle : target.lifecycle;
      if (!lifecycle || !(LIFECYCLES[lifecycle].events as readonly string[]).includes(effect.event))
        problems.push(`effects: ${target.key} has no lifecycle event ${effect.event}`);
      if (effect.field) problems.push(...expectField(target, effect.field.key, ['select', 'radio'], `effects (${target.key})`));
      if (effect.amount) problems.push(...expectField(descriptor, effect.amount, ['money'], 'effects'));
      if (effect.addTo) {
        problems.push(...expectField(target, effect.addTo, ['money'], `effects (${target.key})`));
        if (fieldOf(target, effect.addTo)?.editable?.statuses?.length !== 0) problems.push(`effects: ${target.key}.${effect.addTo} is not kept by the server`);
      }
      if (effect.when === 'settled' && !descriptor.capabilities.stock?.against) problems.push('effects: settled names nothing moved against');
      if (effect.onlyIf && !fieldOf(descriptor, effect.onlyIf.field)) problems.push(`effects: onlyIf names no field ${effect.onlyIf.field}`);
      return problems;
    }),
});
