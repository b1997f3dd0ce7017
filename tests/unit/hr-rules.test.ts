import { describe, expect, it } from 'vitest';
import { checkProbation, contractMonths, parseIdCard, probationLastDay, probationLimitMonths } from '../../src/shared/hr-rules.ts';

describe('resident identity card numbers (GB 11643-1999)', () => {
  it('reads the birth date and the sex of a valid number: an even 17th digit is a woman (sex 1)', () => {
    expect(parseIdCard('11010519491231002X')).toEqual({ ok: true, region: '110105', birthDate: '1949-12-31', sex: '1' });
  });

  it('reads an odd 17th digit as a man (sex 0, the dictionary of spec §9), and a lower-case x as X', () => {
    expect(parseIdCard('44030419900307123x')).toEqual({ ok: true, region: '440304', birthDate: '1990-03-07', sex: '0' });
    expect(parseIdCard('110105200001010091')).toMatchObject({ ok: true, birthDate: '2000-01-01', sex: '0' });
  });

  it('accepts 29 February of a leap year and refuses it in another year', () => {
    expect(parseIdCard('320106198802290017')).toMatchObject({ ok: true, birthDate: '1988-02-29' });
    expect(parseIdCard('320106198902290014')).toEqual({ ok: false, messageId: 'hr.idCardBirthDate' });
  });

  it('refuses a wrong check character', () => {
    expect(parseIdCard('110105194912310021')).toEqual({ ok: false, messageId: 'hr.idCardCheckDigit' });
    expect(parseIdCard('440304199003071230')).toEqual({ ok: false, messageId: 'hr.idCardCheckDigit' });
  });

  it('refuses anything but 18 characters of 17 digits and a digit or X', () => {
    for (const text of ['', '11010519491231002', '11010519491231002XX', '1101051949123100X2', '11010519491231002Y', '01010519491231002X'])
      expect(parseIdCard(text), text).toEqual({ ok: false, messageId: 'hr.idCardFormat' });
  });

  it('refuses a birth date after the day it is checked on, when that day is given', () => {
    expect(parseIdCard('110105200001010091', '1999-12-31')).toEqual({ ok: false, messageId: 'hr.idCardBirthDate' });
    expect(parseIdCard('110105200001010091', '2000-01-01')).toMatchObject({ ok: true });
  });
});

describe('probation limits (Labour Contract Law §19)', () => {
  it('measures a fixed term from its first to its last day inclusive', () => {
    expect(contractMonths('2026-01-01', '2026-12-31')).toBe(12);
    expect(contractMonths('2026-01-01', '2026-03-31')).toBe(3);
    expect(contractMonths('2026-01-01', '2026-03-30')).toBe(2);
    expect(contractMonths('2026-01-15', '2029-01-14')).toBe(36);
  });

  it('allows none under 3 months, 1 month under a year, 2 under three years, 6 from three years and open-ended', () => {
    expect(probationLimitMonths({ term: '106', termMonths: 2 })).toBe(0);
    expect(probationLimitMonths({ term: '106', termMonths: 3 })).toBe(1);
    expect(probationLimitMonths({ term: '106', termMonths: 11 })).toBe(1);
    expect(probationLimitMonths({ term: '106', termMonths: 12 })).toBe(2);
    expect(probationLimitMonths({ term: '106', termMonths: 35 })).toBe(2);
    expect(probationLimitMonths({ term: '106', termMonths: 36 })).toBe(6);
    expect(probationLimitMonths({ term: '107' })).toBe(6);
    expect(probationLimitMonths({ term: '108' })).toBe(0);
  });

  it('refuses 6 months of probation in a 1-year term and accepts 1 month', () => {
    const oneYear = { contractType: '103', term: '106', start: '2026-01-01', end: '2026-12-31' } as const;
    expect(checkProbation({ ...oneYear, probationMonths: 6 })).toEqual([{ messageId: 'hr.probationTooLong', values: { max: 2 } }]);
    expect(checkProbation({ ...oneYear, probationMonths: 1 })).toEqual([]);
  });

  it('accepts 6 months in a 3-year term and in an open-ended contract', () => {
    expect(checkProbation({ contractType: '103', term: '106', start: '2026-01-01', end: '2028-12-31', probationMonths: 6 })).toEqual([]);
    expect(checkProbation({ contractType: '103', term: '107', start: '2026-01-01', probationMonths: 6 })).toEqual([]);
    expect(checkProbation({ contractType: '103', term: '107', start: '2026-01-01', probationMonths: 7 })).toEqual([
      { messageId: 'hr.probationTooLong', values: { max: 6 } },
    ]);
  });

  it('refuses any probation in a 2-month term and in a task-based contract', () => {
    expect(checkProbation({ contractType: '103', term: '106', start: '2026-01-01', end: '2026-02-28', probationMonths: 1 })).toEqual([
      { messageId: 'hr.probationNotAllowed' },
    ]);
    expect(checkProbation({ contractType: '103', term: '108', start: '2026-01-01', probationMonths: 1 })).toEqual([{ messageId: 'hr.probationNotAllowed' }]);
    expect(checkProbation({ contractType: '103', term: '106', start: '2026-01-01', end: '2026-02-28', probationMonths: 0 })).toEqual([]);
  });

  it('checks a probation given by its last day against the limit, to the day', () => {
    const oneYear = { contractType: '103', term: '106', start: '2026-01-15', end: '2027-01-14' } as const;
    expect(checkProbation({ ...oneYear, probationEnd: '2026-03-14' })).toEqual([]);
    expect(checkProbation({ ...oneYear, probationEnd: '2026-03-15' })).toEqual([{ messageId: 'hr.probationTooLong', values: { max: 2 } }]);
  });

  it('ends a probation the day before the same day months later, or at the end of a month without that day', () => {
    expect(probationLastDay('2026-01-15', 2)).toBe('2026-03-14');
    expect(probationLastDay('2026-01-01', 6)).toBe('2026-06-30');
    expect(probationLastDay('2026-01-31', 1)).toBe('2026-02-28');
    expect(probationLastDay('2028-01-30', 1)).toBe('2028-02-29');
    const fromEndOfJanuary = { contractType: '103', term: '106', start: '2026-01-31', end: '2026-10-30' } as const;
    expect(checkProbation({ ...fromEndOfJanuary, probationEnd: '2026-02-28' })).toEqual([]);
    expect(checkProbation({ ...fromEndOfJanuary, probationEnd: '2026-03-01' })).toMatchObject([{ messageId: 'hr.probationTooLong' }]);
  });

  it('refuses a second probation with the same employer, and probation in a service contract or supplement', () => {
    const base = { term: '106', start: '2026-01-01', end: '2028-12-31', probationMonths: 1 } as const;
    expect(checkProbation({ ...base, contractType: '103', hadProbation: true })).toEqual([{ messageId: 'hr.probationOnce' }]);
    expect(checkProbation({ ...base, contractType: '104' })).toEqual([{ messageId: 'hr.probationLabourOnly' }]);
    expect(checkProbation({ ...base, contractType: '105' })).toEqual([{ messageId: 'hr.probationLabourOnly' }]);
    expect(checkProbation({ ...base, contractType: '104', probationMonths: 0 })).toEqual([]);
  });

  it('refuses a fixed term without a last day, or ending before it starts', () => {
    expect(checkProbation({ contractType: '103', term: '106', start: '2026-01-01', probationMonths: 1 })).toEqual([{ messageId: 'hr.contractEndMissing' }]);
    expect(checkProbation({ contractType: '103', term: '106', start: '2026-01-01', end: '2025-12-31', probationMonths: 0 })).toEqual([
      { messageId: 'hr.contractEndMissing' },
    ]);
  });
});
