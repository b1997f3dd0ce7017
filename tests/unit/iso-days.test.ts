import { describe, expect, it } from 'vitest';
import {
  addMonths,
  clockMinutes,
  dayNumber,
  dayNumberOrNull,
  isoDay,
  isoWeekday,
  lastDayOfPeriod,
  minuteNumber,
  wholeMonthsBetween,
} from '../../src/shared/iso-days.ts';

describe('dates as day and minute numbers', () => {
  it('reads valid dates only, leap days included', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(isoDay(dayNumber('2024-02-29'))).toBe('2024-02-29');
    expect(['2026-02-29', '2026-13-01', '2026-1-01', '2026-04-31', 'today'].map(dayNumberOrNull)).toEqual([null, null, null, null, null]);
    expect(() => dayNumber('2026-02-30')).toThrow(RangeError);
  });

  it('knows the weekday: 1 October 2025 was a Wednesday, 28 September a Sunday', () => {
    expect(isoWeekday('2025-10-01')).toBe(3);
    expect(isoWeekday('2025-09-28')).toBe(7);
    expect(isoWeekday('1969-12-31')).toBe(3);
  });

  it('adds months to the same day, or the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(wholeMonthsBetween('2026-01-31', '2026-02-28')).toBe(1);
    expect(wholeMonthsBetween('2026-01-15', '2026-02-14')).toBe(0);
    expect(lastDayOfPeriod('2026-03-01', 12)).toBe('2027-02-28');
  });

  it('reads time stamps and clock times as minutes of the wall clock', () => {
    expect(minuteNumber('2025-09-30 07:02') - minuteNumber('2025-09-29 18:00')).toBe(13 * 60 + 2);
    expect(minuteNumber('2025-09-30T07:02:59')).toBe(minuteNumber('2025-09-30 07:02'));
    expect(clockMinutes('18:30')).toBe(1110);
    expect(() => minuteNumber('2025-09-30 25:00')).toThrow(RangeError);
  });
});
