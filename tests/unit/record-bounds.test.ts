import { money } from '../../src/shared/money-format.ts';
import { describe, expect, it } from 'vitest';
import type { ValidatedShape } from '../../src/shared/rules/field.types.ts';
import { recordWarnings, validateRecord } from '../../src/shared/rules/validate-record.ts';

/** A cost whose fee split adds up to its amount, and a bond that should stay within 2 % of the estimated price. */
const cost: ValidatedShape = {
  fields: [
    { key: 'amount', type: 'money' },
    {
      key: 'feeSplit',
      type: 'subTable',
      columnTotal: { column: 'amount', equalsField: 'amount' },
      columns: [
        { key: 'office', type: 'treePick', source: 'office' },
        { key: 'amount', type: 'money' },
      ],
    },
  ],
};
const split = (...amounts: (string | number)[]) => amounts.map((amount, index) => ({ office: index + 1, amount }));
const check = (shape: ValidatedShape, data: Record<string, unknown>) => validateRecord(shape, data, { required: false });

const bond = (severity?: 'warning'): ValidatedShape => ({
  fields: [
    { key: 'estimatedPrice', type: 'money' },
    { key: 'amount', type: 'money', atMost: { field: 'estimatedPrice', percent: 2, ...(severity ? { severity } : {}) } },
  ],
});

describe('a column adding up to another field of the record (columnTotal.equalsField)', () => {
  it('accepts a split that adds up to the amount exactly, whatever the binary floats would say', () => {
    expect(check(cost, { amount: '12000.00', feeSplit: split('7200.00', '4800.00') })).toEqual([]);
    // 0.1 + 0.2 is 0.30000000000000004 in floats; in hundredths it is 0.30.
    expect(check(cost, { amount: '0.30', feeSplit: split('0.1', '0.2') })).toEqual([]);
    // Stored money comes back as JSON numbers.
    expect(check(cost, { amount: 12000, feeSplit: split(7200, 4800) })).toEqual([]);
    expect(check(cost, { amount: '99999999999999999.99', feeSplit: split('99999999999999999.98', '0.01') })).toEqual([]);
  });

  it('refuses a split one cent off, on the table, with the amount and the sum', () => {
    expect(check(cost, { amount: '12000.00', feeSplit: split('7200.00', '4799.99') })).toEqual([
      { field: 'feeSplit', messageId: 'engine.columnTotal', values: { total: money('12000.00'), sum: money('11999.99') } },
    ]);
    expect(check(cost, { amount: '12000', feeSplit: split('7200.00', '4800.01') })[0].values).toEqual({ total: money('12000.00'), sum: money('12000.01') });
  });

  it('has nothing to compare while the amount is empty, and leaves a bad cell to its own error', () => {
    expect(check(cost, { feeSplit: split('100.00') })).toEqual([]);
    expect(check(cost, { amount: '100.00', feeSplit: split('abc') })).toEqual([{ field: 'feeSplit.0.amount', messageId: 'rules.money', values: {} }]);
  });

  it('still checks a fixed total (the members’ shares to 100)', () => {
    const shares: ValidatedShape = {
      fields: [{ key: 'members', type: 'subTable', columnTotal: { column: 'share', equals: 100 }, columns: [{ key: 'share', type: 'number' }] }],
    };
    expect(check(shares, { members: [{ share: '33.33' }, { share: '33.33' }, { share: '33.34' }] })).toEqual([]);
    expect(check(shares, { members: [{ share: '50' }, { share: '40' }] })).toEqual([
      { field: 'members', messageId: 'engine.columnTotal', values: { total: 100, sum: '90.00' } },
    ]);
  });
});

describe('a bound from another field (atMost) as an error or a warning', () => {
  it('warns above 2 % of the estimated price and never refuses', () => {
    const data = { estimatedPrice: '1280000.00', amount: '25600.01' };
    expect(check(bond('warning'), data)).toEqual([]);
    expect(recordWarnings(bond('warning'), data)).toEqual([{ field: 'amount', messageId: 'engine.atMost', values: { percent: 2, limit: money('25600.00') } }]);
  });

  it('is silent at exactly 2 %, below it, and while either figure is missing', () => {
    expect(recordWarnings(bond('warning'), { estimatedPrice: '1280000.00', amount: '25600.00' })).toEqual([]);
    expect(recordWarnings(bond('warning'), { estimatedPrice: 1280000, amount: 20000 })).toEqual([]);
    expect(recordWarnings(bond('warning'), { amount: '25600.01' })).toEqual([]);
    expect(recordWarnings(bond('warning'), { estimatedPrice: '1280000.00' })).toEqual([]);
  });

  it('compares exactly: the limit is rounded down to the cent only when shown', () => {
    // 2 % of 1234.56 is 24.6912: 24.69 passes, 24.70 does not.
    expect(recordWarnings(bond('warning'), { estimatedPrice: '1234.56', amount: '24.69' })).toEqual([]);
    expect(recordWarnings(bond('warning'), { estimatedPrice: '1234.56', amount: '24.70' })[0].values).toEqual({ percent: 2, limit: money('24.69') });
  });

  it('refuses as an error when the rule is not a warning', () => {
    const data = { estimatedPrice: '1000.00', amount: '20.01' };
    expect(check(bond(), data)).toEqual([{ field: 'amount', messageId: 'engine.atMost', values: { percent: 2, limit: money('20.00') } }]);
    expect(recordWarnings(bond(), data)).toEqual([]);
  });
});
