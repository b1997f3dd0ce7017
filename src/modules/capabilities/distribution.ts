import { type Capability, capability, expectField, fieldOf } from './capability.ts';

/**
 * A document distributed at a step of the flow (an outgoing document sent to internal offices,
 * src/server/documents): when the task of the flow node `step` completes, each office the office pick `offices`
 * names receives a new record of the module `to`, owned by that office's head (or, where it has none, the first
 * head found in the offices below it), with the fields `copy` maps (`<field of to>: <field of this module>`) taken
 * from the document as it stands at that step: the version signed off, since no later step may edit it. Files are
 * copied (their bytes stored again), so each record keeps its own. `source`, a pick of `to`, names the document.
 */
export type DistributionDef = { step: string; offices: string; to: string; copy: Readonly<Record<string, string>>; source?: string };

export const distribution: Capability<DistributionDef> = capability({
  check: (value, { descriptor, findModule }) => {
    const problems: string[] = [];
    const offices = fieldOf(descriptor, value.offices);
    if (!(offices?.type === 'treePick' && offices.source === 'office' && offices.multiple))
      problems.push(`distribution: ${value.offices} is no pick of offices`);
    const target = findModule(value.to);
    if (!target) return [...problems, `distribution: no module ${value.to}`];
    for (const [into, from] of Object.entries(value.copy)) {
      const source = fieldOf(descriptor, from);
      const field = fieldOf(target, into);
      if (!source) problems.push(`distribution: no field ${from}`);
      if (!field) problems.push(`distribution: ${target.key} has no field ${into}`);
      if (source && field && source.type !== field.type)
        problems.push(`distribution: ${from} (${source.type}) and ${target.key}.${into} (${field.type}) differ`);
    }
    if (value.source) problems.push(...expectField(target, value.source, ['recordPick'], `distribution (${target.key})`));
    return problems;
  },
});
