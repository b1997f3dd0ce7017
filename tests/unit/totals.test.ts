import { describe, expect, it } from 'vitest';
import { applyTotals, sumMoney, totalFields } from '../../src/shared/rules/totals.ts';

const totals = [{ field: 'amount', of: { subTable: 'lines', column: 'amount' } }];

describe('totals from detail lines (server and form alike)', () => {
  it('adds money as exact decimals, never as binary floats', () => {
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
    expect(sumMoney(['0.1', '0.2', '0.3'])).toBe('0.60');
    expect(sumMoney(['99999999999999999.99', '0.01'])).toBe('100000000000000000.00');
    expect(sumMoney(['-1.50', '1'])).toBe('-0.50');
    expect(sumMoney(['0.05'])).toBe('0.05');
    expect(sumMoney([])).toBe('0.00');
  });

  it('leaves the total alone while a cell is not a figure', () => {
    expect(sumMoney(['1', ''])).toBeNull();
    expect(sumMoney(['1.005'])).toBeNull();
    expect(applyTotals(totals, { amount: '7.00', lines: [{ amount: '1.' }] }).amount).toBe('7.00');
    expect(applyTotals(totals, { amount: '7.00', lines: [] }).amount).toBe('7.00');
  });

  it('sets each total from its column and names the fields it fills', () => {
    expect(applyTotals(totals, { amount: '', lines: [{ amount: '12.34' }, { amount: '0.66' }] })).toEqual({
      amount: '13.00',
      lines: [{ amount: '12.34' }, { amount: '0.66' }],
    });
    expect([...totalFields(totals)]).toEqual(['amount']);
  });
});
