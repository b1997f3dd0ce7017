import { describe, expect, it } from 'vitest';
import { annualLeaveEntitlement, proratedAnnualLeave, serviceYears } from '../../src/server/attendance/annual-leave.ts';

describe('annual leave entitlement (职工带薪年休假条例 §3)', () => {
  it('gives 0 days under a year of cumulative service, 5 from 1, 10 from 10 and 15 from 20 years', () => {
    expect([0, 0.5, 0.99, 1, 9.9, 10, 19.99, 20, 35].map(annualLeaveEntitlement)).toEqual([0, 0, 0, 5, 5, 10, 10, 15, 15]);
  });

  it('counts cumulative service in whole months of the periods worked, with any employer', () => {
    expect(serviceYears([{ from: '2016-07-01', to: '2026-06-30' }])).toBe(10);
    expect(serviceYears([{ from: '2016-07-01', to: '2026-06-29' }])).toBe(9 + 11 / 12);
    // Two employers with a gap between them: 5 years and 4 years 6 months.
    expect(
      serviceYears([
        { from: '2010-01-01', to: '2014-12-31' },
        { from: '2016-07-01', to: '2020-12-31' },
      ]),
    ).toBe(9.5);
  });
});

describe('annual leave in a year joined or left (企业职工带薪年休假实施办法 §5, §12)', () => {
  it('gives a joiner on 1 July with 10 days 5: 184 remaining days / 365 × 10 = 5.04, the fraction dropped', () => {
    expect(proratedAnnualLeave({ entitlement: 10, year: 2026, from: '2026-07-01' })).toEqual({ days: 5, calendarDays: 184 });
  });

  it('divides by 365 in a leap year too, as the measures say, and never gives more than the entitlement', () => {
    expect(proratedAnnualLeave({ entitlement: 10, year: 2024, from: '2024-07-01' })).toEqual({ days: 5, calendarDays: 184 });
    expect(proratedAnnualLeave({ entitlement: 15, year: 2024, from: '2024-01-01' })).toEqual({ days: 15, calendarDays: 366 });
    expect(proratedAnnualLeave({ entitlement: 5, year: 2024, from: '2024-03-01' })).toEqual({ days: 4, calendarDays: 306 });
  });

  it('gives a leaver the days worked in the year, counted to the last day inclusive', () => {
    // 1 January to 30 April: 120 days / 365 × 15 = 4.93 → 4.
    expect(proratedAnnualLeave({ entitlement: 15, year: 2026, to: '2026-04-30' })).toEqual({ days: 4, calendarDays: 120 });
    // 1 January to 31 December is the whole year.
    expect(proratedAnnualLeave({ entitlement: 5, year: 2026, to: '2026-12-31' })).toEqual({ days: 5, calendarDays: 365 });
  });

  it('counts only the days between joining and leaving when both fall in the year', () => {
    // 1 March to 31 August: 184 days / 365 × 5 = 2.52 → 2.
    expect(proratedAnnualLeave({ entitlement: 5, year: 2026, from: '2026-03-01', to: '2026-08-31' })).toEqual({ days: 2, calendarDays: 184 });
  });

  it('gives nothing for a year the employee was not employed in', () => {
    expect(proratedAnnualLeave({ entitlement: 10, year: 2026, from: '2027-01-05' })).toEqual({ days: 0, calendarDays: 0 });
    expect(proratedAnnualLeave({ entitlement: 10, year: 2026, to: '2025-12-31' })).toEqual({ days: 0, calendarDays: 0 });
  });
});
