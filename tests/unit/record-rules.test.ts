import { describe, expect, it } from 'vitest';
import { MODULES, findModule } from '../../src/modules/index.ts';
import { totalRules } from '../../src/modules/capabilities/sums.ts';
import { applyTotals } from '../../src/server/engine/record-rules.ts';

describe('descriptor totals and limits', () => {
  it.each(
    MODULES.filter((descriptor) => totalRules(descriptor).length || descriptor.capabilities.limits).map((descriptor) => [descriptor.key, descriptor] as const),
  )('%s: names money fields, a detail column and a record pick that exist', (_key, descriptor) => {
    const field = (key: string) => descriptor.fields.find((candidate) => candidate.key === key);
    for (const total of totalRules(descriptor)) {
      if ('product' in total) {
        const [subTable, column] = total.field.split('.');
        const table = field(subTable);
        const cell = (key: string) => (table?.type === 'subTable' ? table.columns.find((candidate) => candidate.key === key)?.type : undefined);
        expect(cell(column)).toBe('money');
        expect(total.product.map(cell).sort()).toEqual(['money', 'number']);
        continue;
      }
      expect(field(total.field)?.type).toBe('money');
      const table = field(total.of.subTable);
      expect(table?.type).toBe('subTable');
      if (table?.type === 'subTable') expect(table.columns.find((column) => column.key === total.of.column)?.type).toBe('money');
    }
    for (const limit of descriptor.capabilities.limits ?? []) {
      expect(field(limit.field)?.type).toBe('money');
      const pick = field(limit.notAbove.via);
      expect(pick?.type).toBe('recordPick');
      const target = pick?.type === 'recordPick' && typeof pick.target === 'object' ? findModule(pick.target.module) : undefined;
      expect(target?.fields.find((candidate) => candidate.key === limit.notAbove.field)?.type).toBe('money');
    }
  });

  it('sums the detail column in cents and overwrites the sent total', () => {
    const descriptor = { capabilities: { sums: [{ computed: 'sum', into: 'amount', of: { table: 'lines', column: 'amount' } }] } } as const;
    expect(applyTotals(descriptor, { amount: '1', lines: [{ amount: '0.10' }, { amount: '0.20' }] }).amount).toBe('0.30');
    expect(applyTotals(descriptor, { amount: '7.00', lines: [] }).amount).toBe('7.00');
    expect(applyTotals(descriptor, { amount: '7.00', lines: [{ amount: 'abc' }] }).amount).toBe('7.00');
  });
});
