import { describe, expect, it } from 'vitest';
import { LIFECYCLES } from '../../machines/index.ts';
import { findModule, MODULES } from '../../src/modules/index.ts';
import type { ModuleDescriptor } from '../../src/modules/module.types.ts';
import { SUB_FLOW_EVENTS, subFlowOf } from '../../src/shared/approval-actions.ts';

/** A module's split parts: its must-equal sum of a table's column to a money field of the record (capability `sums`). */
const splitOf = (descriptor: ModuleDescriptor) => {
  const sum = descriptor.capabilities.sums?.find((candidate) => 'mustEqual' in candidate && typeof candidate.equals === 'object');
  return sum && 'mustEqual' in sum && typeof sum.equals === 'object' ? { subTable: sum.of.table, column: sum.of.column, equals: sum.equals.field } : undefined;
};

/** Descriptor effects, sub-flows, splits and reports name things that exist (src/modules/expense/README.md). */
describe('descriptor hooks', () => {
  it.each(MODULES.filter((descriptor) => descriptor.capabilities.effects?.length).map((descriptor) => [descriptor.key, descriptor] as const))(
    '%s: each signing effect names an event of its target lifecycle (or of the machine moving its field), a record pick and money fields',
    (_key, descriptor) => {
      for (const effect of descriptor.capabilities.effects!) {
        let target = descriptor;
        if (effect.via) {
          const pick = descriptor.fields.find((field) => field.key === effect.via);
          expect(pick?.type).toBe('recordPick');
          target = findModule((pick as { target: { module: string } }).target.module)!;
        }
        // With `field`, the event moves an option field of the target by the machine it names (an archive's employee status).
        const lifecycle = effect.field ? effect.field.lifecycle : target.lifecycle;
        expect(lifecycle).toBeDefined();
        expect(LIFECYCLES[lifecycle!].events as readonly string[]).toContain(effect.event);
        if (effect.field) expect(target.fields.find((field) => field.key === effect.field!.key)?.type).toBe('select');
        if (effect.amount) expect(descriptor.fields.find((field) => field.key === effect.amount)?.type).toBe('money');
        if (effect.addTo) {
          const kept = target.fields.find((field) => field.key === effect.addTo);
          expect(kept?.type).toBe('money');
          // Kept by the server: no status lets a form write it.
          expect(kept?.editable?.statuses).toEqual([]);
        }
      }
    },
  );

  it('offers sub-flows only on approval modules, and a split only with its parts table', () => {
    for (const descriptor of MODULES.filter((candidate) => candidate.capabilities.subFlows?.length)) {
      expect(descriptor.flow, descriptor.key).toBeDefined();
      // Each sub-flow offered is one the module's lifecycle can start and drop.
      const events: readonly string[] = LIFECYCLES[descriptor.lifecycle!].events;
      for (const subFlow of descriptor.capabilities.subFlows!)
        expect(events, `${descriptor.key} ${subFlow}`).toEqual(expect.arrayContaining([`${subFlow}.start`, `${subFlow}.cancel`]));
      expect(Boolean(splitOf(descriptor)), descriptor.key).toBe(descriptor.capabilities.subFlows!.includes('split'));
    }
    for (const descriptor of MODULES.filter((candidate) => splitOf(candidate))) {
      const table = descriptor.fields.find((field) => field.key === splitOf(descriptor)!.subTable);
      expect(table?.type).toBe('subTable');
      // Editable in the split's own draft, withdrawn and rejected statuses (a bid cost's split is drafted with it, too).
      expect(table?.editable?.statuses).toEqual(expect.arrayContaining([46, 48, 49]));
      expect(descriptor.fields.find((field) => field.key === splitOf(descriptor)!.equals)?.type).toBe('money');
    }
    expect(SUB_FLOW_EVENTS.map(subFlowOf)).toEqual(
      ['change', 'void', 'split', 'seal', 'archive', 'ratio', 'leave', 'supplement'].flatMap((name) => [name, name]),
    );
    expect(subFlowOf('approval.submit')).toBeUndefined();
  });

  it('gives each count report a date, an option type (or the modules it counts), a money amount or none, an office pick or none, and unique keys', () => {
    const reports = MODULES.filter((descriptor) => descriptor.capabilities.report);
    expect(reports.map((descriptor) => descriptor.capabilities.report!.key).sort()).toEqual([
      'contract',
      'document',
      'human',
      'invoice',
      'officialdocument',
      'receipt',
      'register',
      'reimbursement',
    ]);
    for (const descriptor of reports) {
      const { date, type, amount, office, with: others = [], dates = {} } = descriptor.capabilities.report!;
      const typeOf = (key: string) => descriptor.fields.find((field) => field.key === key)?.type;
      expect(typeOf(date)).toBe('date');
      if (type === 'module') expect(others.length).toBeGreaterThan(0);
      else expect(['select', 'radio']).toContain(typeOf(type));
      if (amount) expect(typeOf(amount)).toBe('money');
      if (office) expect(typeOf(office)).toBe('treePick');
      // The modules counted with it exist and declare the same date field, or the one `dates` names for them.
      for (const key of others) expect(findModule(key)?.fields.find((field) => field.key === (dates[key] ?? date))?.type, key).toBe('date');
    }
  });
});
