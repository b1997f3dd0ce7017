import { describe, expect, it } from 'vitest';
import { readFieldRights, readTimeLimit, readTimeoutAction, readUserIds, withFieldRight, writeTimeLimit } from '../../src/client/workflow/bpmn-attributes.ts';
import { delegationStatus } from '../../src/client/workflow/delegation.api.ts';

describe('the designer’s oa: attributes', () => {
  it('reads field rights, keeping out pairs with an unknown right', () => {
    expect(readFieldRights('paidOn:editable, amount:readonly,secret:hidden,odd:maybe')).toEqual({ paidOn: 'editable', amount: 'readonly', secret: 'hidden' });
    expect(readFieldRights(undefined)).toEqual({});
  });

  it('writes one field’s right, leaving read-only (the default) out and other pairs as they were', () => {
    expect(withFieldRight(undefined, 'paidOn', 'editable')).toBe('paidOn:editable');
    expect(withFieldRight('paidOn:editable,amount:hidden', 'amount', 'readonly')).toBe('paidOn:editable');
    expect(withFieldRight('paidOn:editable', 'paidOn', 'readonly')).toBeUndefined();
    expect(withFieldRight('ghost:editable', 'amount', 'hidden')).toBe('ghost:editable,amount:hidden');
  });

  it('reads and writes time limits in hours or working days', () => {
    expect(readTimeLimit('48h')).toEqual({ amount: '48', unit: 'h' });
    expect(readTimeLimit('3wd')).toEqual({ amount: '3', unit: 'wd' });
    expect(readTimeLimit('0.001h')).toEqual({ amount: '0.001', unit: 'h' });
    expect(readTimeLimit(undefined)).toEqual({ amount: '', unit: 'h' });
    expect(writeTimeLimit({ amount: '2', unit: 'wd' })).toBe('2wd');
    expect(writeTimeLimit({ amount: ' ', unit: 'h' })).toBeUndefined();
    expect(readTimeoutAction('escalate')).toBe('escalate');
    expect(readTimeoutAction(undefined)).toBe('remind');
  });

  it('reads the user ids of a users rule', () => {
    expect(readUserIds('3, 5,x,,0')).toEqual([3, 5]);
  });
});

describe('a delegation’s status', () => {
  const row = { enabled: true, startsOn: '2026-03-01', endsOn: '2026-03-10' };
  it('is in force within its dates, upcoming before, expired after, ended once ended', () => {
    expect(delegationStatus(row, '2026-03-01')).toBe('active');
    expect(delegationStatus(row, '2026-02-28')).toBe('upcoming');
    expect(delegationStatus(row, '2026-03-11')).toBe('expired');
    expect(delegationStatus({ ...row, enabled: false }, '2026-03-05')).toBe('ended');
  });
});
