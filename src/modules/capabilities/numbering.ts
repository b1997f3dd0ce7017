import { type Capability, capability, expectField, fieldOf, pickTarget } from './capability.ts';

/**
 * A document number given at a step of the flow (an outgoing document's 发文字号, src/server/documents): when the
 * task of the flow node `step` completes, the server takes the next number of the issuing organ the pick `organ`
 * names for the year of the day, renders it with that organ's template (its field `template`, such as
 * `中恒发〔{yyyy}〕{n}号`) and writes it into `field` (and the day into `date`), both kept by the server. The organ's
 * counter row for the year is locked in the transaction of the step, so concurrent numberings get consecutive
 * numbers; a document keeps the number it was given, and a recorded void is the only gap.
 */
export type NumberingDef = { step: string; organ: string; template: string; field: string; date?: string };

export const numbering: Capability<NumberingDef> = capability({
  check: (value, { descriptor, findModule }) => {
    const problems = [...expectField(descriptor, value.organ, ['recordPick'], 'numbering'), ...expectField(descriptor, value.field, ['text'], 'numbering')];
    const organ = pickTarget(descriptor, value.organ);
    const register = organ ? findModule(organ) : undefined;
    if (!register) problems.push(`numbering: ${value.organ} picks no module`);
    else problems.push(...expectField(register, value.template, ['text'], `numbering (${register.key})`));
    for (const key of [value.field, ...(value.date ? [value.date] : [])])
      if (fieldOf(descriptor, key)?.editable?.statuses?.length !== 0) problems.push(`numbering: ${key} is not kept by the server`);
    if (value.date) problems.push(...expectField(descriptor, value.date, ['date'], 'numbering'));
    return problems;
  },
});
