import { describe, expect, it } from 'vitest';
import { balance, expiryRows, type LedgerRow } from '../../src/server/attendance/leave-ledger.ts';

/** Annual leave is kept in half days: 2 is one day. */
const days = (n: number) => n * 2;

const carried: LedgerRow = { id: 'g2025', kind: 'grant', amount: days(10), date: '2026-01-01', expires: '2026-03-31', reason: '2025年年假结转' };
const granted: LedgerRow = { id: 'g2026', kind: 'grant', amount: days(20), date: '2026-01-01', expires: '2027-03-31', reason: '2026年年假' };
const use = (id: string, date: string, n: number): LedgerRow => ({ id, kind: 'use', amount: days(n), date, reason: `请假单 ${id}` });

describe('carried-over leave, used first and expiring (the leave ledger)', () => {
  it.each([
    [0, 10],
    [8, 2],
    [10, 0],
    [12, 0],
  ])('of 10 carried and 20 new days, with %i days used by 31 March, expires %i', (used, expired) => {
    const rows = [carried, granted, ...(used ? [use('L1', '2026-02-10', used)] : [])];
    const expiries = expiryRows(rows, '2026-04-01');
    expect(expiries.reduce((total, row) => total + row.amount, 0)).toBe(days(expired));
    if (expired) expect(expiries).toEqual([{ kind: 'expiry', amount: days(expired), date: '2026-03-31', reason: '2025年年假结转', lot: 'g2025' }]);
    expect(balance([...rows, ...expiries])).toBe(days(30 - used - expired));
  });

  it('lets the carried days be used on the day they expire, not after', () => {
    expect(expiryRows([carried, granted, use('L1', '2026-03-31', 3)], '2026-04-01')[0].amount).toBe(days(7));
    expect(expiryRows([carried, granted, use('L1', '2026-04-01', 3)], '2026-04-02')[0].amount).toBe(days(10));
  });

  it('writes no expiry before the day after the expiry date', () => {
    expect(expiryRows([carried, granted], '2026-03-31')).toEqual([]);
  });

  it('counts several uses in date order and half days exactly', () => {
    const rows = [carried, granted, use('L1', '2026-01-20', 2.5), use('L2', '2026-03-02', 4), use('L3', '2026-05-06', 3)];
    expect(expiryRows(rows, '2026-06-01')).toMatchObject([{ amount: days(3.5) }]);
  });

  it('restores a cancelled use, even in part, to the days it took: before the expiry they can still expire', () => {
    const cancel: LedgerRow = { kind: 'cancel', amount: days(3), date: '2026-03-10', cancels: 'L1', reason: '销假' };
    const rows = [carried, granted, use('L1', '2026-03-05', 8), cancel];
    const expiries = expiryRows(rows, '2026-04-01');
    expect(expiries).toMatchObject([{ amount: days(5), date: '2026-03-31' }]);
    expect(balance([...rows, ...expiries])).toBe(days(20));
  });

  it('restores the new year’s days first when a cancelled use took from both', () => {
    const rows = [
      carried,
      granted,
      use('L1', '2026-03-05', 12),
      { kind: 'cancel', amount: days(3), date: '2026-03-10', cancels: 'L1', reason: '销假' } as LedgerRow,
    ];
    // L1 took 10 carried and 2 new days; cancelling 3 gives back the 2 new ones and 1 carried, which then expires.
    expect(expiryRows(rows, '2026-04-01')).toMatchObject([{ amount: days(1) }]);
  });

  it('lets days restored after their expiry expire on the day of the cancellation', () => {
    const rows = [
      carried,
      granted,
      use('L1', '2026-03-25', 4),
      { kind: 'cancel', amount: days(4), date: '2026-04-03', cancels: 'L1', reason: '销假' } as LedgerRow,
    ];
    expect(expiryRows(rows, '2026-05-01')).toEqual([
      { kind: 'expiry', amount: days(6), date: '2026-03-31', reason: '2025年年假结转', lot: 'g2025' },
      { kind: 'expiry', amount: days(4), date: '2026-04-03', reason: '2025年年假结转', lot: 'g2025' },
    ]);
  });

  it('repays days overdrawn (a type that may go negative) from the next grant before anything else', () => {
    const rows: LedgerRow[] = [
      { id: 'g1', kind: 'grant', amount: days(2), date: '2026-01-01', expires: '2026-06-30', reason: '调休' },
      use('L1', '2026-02-01', 5),
      { id: 'g2', kind: 'grant', amount: days(4), date: '2026-03-01', expires: '2026-06-30', reason: '调休' },
    ];
    expect(expiryRows(rows, '2026-07-01')).toEqual([{ kind: 'expiry', amount: days(1), date: '2026-06-30', reason: '调休', lot: 'g2' }]);
    expect(balance(rows)).toBe(days(1));
  });

  it('never expires a grant without an expiry date, and sums the balance as of a day', () => {
    const rows: LedgerRow[] = [{ id: 'g', kind: 'grant', amount: 600, date: '2026-01-03', reason: '周六加班调休' }, use('L', '2026-02-01', 1)];
    expect(expiryRows(rows, '2030-01-01')).toEqual([]);
    expect(balance(rows)).toBe(598);
    expect(balance(rows, '2026-01-31')).toBe(600);
  });
});
