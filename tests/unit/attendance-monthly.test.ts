import { describe, expect, it } from 'vitest';
import type { DayResult } from '../../src/server/attendance/daily.ts';
import { monthlyAttendance, type Covering, type OvertimeDocument, type PersonDay } from '../../src/server/attendance/monthly.ts';

const present = (personId: string, day: string, extra: Partial<DayResult> = {}): PersonDay => ({
  personId,
  day,
  kind: 'workday',
  expected: true,
  lateMinutes: 0,
  earlyMinutes: 0,
  absence: 'none',
  absentAm: false,
  absentPm: false,
  missingIn: false,
  missingOut: false,
  workedMinutes: 480,
  ...extra,
});
const absent = (personId: string, day: string): PersonDay =>
  present(personId, day, { absence: 'full', absentAm: true, absentPm: true, missingIn: true, missingOut: true, workedMinutes: 0 });

describe('the month of one person', () => {
  const days: PersonDay[] = [
    present('zhang', '2025-09-01'),
    present('zhang', '2025-09-02', { lateMinutes: 12 }),
    present('zhang', '2025-09-03', { lateMinutes: 7, earlyMinutes: 20 }),
    present('zhang', '2025-09-04', { absence: 'half', absentAm: true, workedMinutes: 240 }),
    absent('zhang', '2025-09-05'),
    { ...present('zhang', '2025-09-06', { kind: 'restday', expected: false, workedMinutes: 300 }) },
    absent('zhang', '2025-09-08'),
    absent('zhang', '2025-09-09'),
    absent('zhang', '2025-09-10'),
    present('zhang', '2025-09-11', { absence: 'half', absentPm: true, missingOut: true, workedMinutes: 0 }),
    present('zhang', '2025-08-29', { lateMinutes: 30 }),
  ];
  const coverings: Covering[] = [
    { personId: 'zhang', kind: 'leave', type: 'annual', day: '2025-09-08', halves: 2, half: 'day' },
    { personId: 'zhang', kind: 'trip', day: '2025-09-09', halves: 2, half: 'day' },
    { personId: 'zhang', kind: 'outside', day: '2025-09-10', halves: 1, half: 'am' },
    { personId: 'zhang', kind: 'leave', type: 'sick', day: '2025-09-11', halves: 1, half: 'pm' },
    { personId: 'zhang', kind: 'leave', type: 'personal', day: '2025-09-03', minutes: 10 },
  ];
  const overtime: OvertimeDocument[] = [
    { personId: 'zhang', day: '2025-09-02', minutes: 90, rate: 150, compensation: 'pay' },
    { personId: 'zhang', day: '2025-09-06', minutes: 300, rate: 200, compensation: 'timeOff' },
    { personId: 'zhang', day: '2025-09-06', minutes: 60, rate: 200, compensation: 'pay' },
    { personId: 'zhang', day: '2025-10-01', minutes: 480, rate: 300, compensation: 'pay' },
  ];
  const [month] = monthlyAttendance({ month: '2025-09', days, coverings, overtime });

  it('counts late arrivals and leaving early, less the minutes an hourly leave excuses', () => {
    expect(month).toMatchObject({ personId: 'zhang', lateCount: 1, lateMinutes: 12, earlyCount: 1, earlyMinutes: 17 });
  });

  it('counts days covered by approved leave, trips and outside work as no absence', () => {
    // 4 Sept morning, 5 Sept, 10 Sept afternoon: 4 half days; 8, 9 and 11 Sept are covered.
    expect(month.absentHalves).toBe(4);
  });

  it('counts missing punches on days punched at all, not on days without any', () => {
    // 11 Sept is missing its check-out but the afternoon is on sick leave; 5 Sept has no punch at all.
    const [withMissing] = monthlyAttendance({
      month: '2025-09',
      days: [...days, present('zhang', '2025-09-12', { absence: 'half', absentPm: true, missingOut: true })],
      coverings,
      overtime,
    });
    expect(month.missingPunches).toBe(0);
    expect(withMissing.missingPunches).toBe(1);
  });

  it('counts worked days in halves: trips and outside work are work, leave is not', () => {
    // 1, 2, 3 Sept (6) + 4 Sept pm (1) + 9 Sept trip (2) + 10 Sept am outside (1) + 11 Sept am (1).
    expect(month.workedHalves).toBe(11);
  });

  it('sums leave by type, in half days or minutes', () => {
    expect(month.leaveHalves).toEqual({ annual: 2, sick: 1 });
    expect(month.leaveMinutes).toEqual({ personal: 10 });
    expect(month).toMatchObject({ tripHalves: 2, outsideHalves: 1 });
  });

  it('sums paid overtime by rate and time off in lieu apart, within the month only', () => {
    expect(month.overtimeMinutes).toEqual({ 150: 90, 200: 60, 300: 0 });
    expect(month.timeOffMinutes).toBe(300);
  });
});

describe('the month of everyone', () => {
  it('answers one summary a person, in the order the people first appear', () => {
    const summaries = monthlyAttendance({
      month: '2025-09',
      days: [present('li', '2025-09-01'), absent('wang', '2025-09-01'), present('li', '2025-09-02', { earlyMinutes: 5 })],
      coverings: [],
      overtime: [{ personId: 'zhao', day: '2025-09-20', minutes: 120, rate: 200, compensation: 'pay' }],
    });
    expect(summaries.map((summary) => [summary.personId, summary.workedHalves, summary.absentHalves, summary.earlyCount])).toEqual([
      ['li', 4, 0, 1],
      ['wang', 0, 2, 0],
      ['zhao', 0, 0, 0],
    ]);
    expect(summaries[2].overtimeMinutes[200]).toBe(120);
  });
});
