import { MINUTES_PER_DAY, clockMinutes, dayNumber, isoDay } from '../../shared/iso-days.ts';
import type { Calendar, DayKind } from './calendar.ts';

/**
 * A shift, in minutes since the midnight of the day it starts on. An end at or before the start is on the next day
 * (18:00–07:00), and the whole shift is credited to the day it starts.
 */
export type Shift = {
  start: number;
  /** After `start`: up to 24 hours later. */
  end: number;
  /** A break inside the shift that is not worked (lunch), in the same minutes. */
  rest?: { start: number; end: number };
  /** Minutes late (after the start) or early (before the end) forgiven; beyond them every minute counts. */
  graceLate: number;
  graceEarly: number;
  /** Minutes late or early beyond which that half of the day counts as absent. */
  halfDayAfter: number;
  /** Minutes late or early beyond which the whole day counts as absent. */
  absentAfter: number;
  /** How long before the start a check-in is taken for this shift (default 4 hours) … */
  checkInFrom?: number;
  /** … and how long after the end a check-out (default 6 hours). */
  checkOutUntil?: number;
};

const DEFAULT_CHECK_IN_FROM = 240;
const DEFAULT_CHECK_OUT_UNTIL = 360;

/** A shift from clock times: `shiftOf({ start: '18:00', end: '07:00', … })`. */
export function shiftOf(input: Omit<Shift, 'start' | 'end' | 'rest'> & { start: string; end: string; rest?: [string, string] }): Shift {
  const start = clockMinutes(input.start);
  const after = (clock: string) => {
    const minutes = clockMinutes(clock);
    return minutes <= start ? minutes + MINUTES_PER_DAY : minutes;
  };
  const { rest, ...rules } = input;
  return { ...rules, start, end: after(input.end), rest: rest && { start: after(rest[0]), end: after(rest[1]) } };
}

export type Absence = 'none' | 'half' | 'full';

export type DayResult = {
  day: string;
  kind: DayKind;
  /** A working day with a shift: one the person had to attend. */
  expected: boolean;
  lateMinutes: number;
  earlyMinutes: number;
  absence: Absence;
  absentAm: boolean;
  absentPm: boolean;
  missingIn: boolean;
  missingOut: boolean;
  workedMinutes: number;
};

const overlap = (from: number, to: number, start: number, end: number) => Math.max(0, Math.min(to, end) - Math.max(from, start));

/**
 * One day's result from its punches (minute numbers, see `minuteNumber`), already assigned to it. On a day with a
 * shift: the first punch is the check-in, the last the check-out; a single punch is the one of the two it is nearer
 * to (before or after the shift's middle), and the other is missing. Late: check-in after the start by more than the
 * grace, every minute from the start counted; early likewise before the end. Late beyond `halfDayAfter` makes the
 * morning absent, early the afternoon, and no longer counts as late or early; beyond `absentAfter`, or both halves,
 * the whole day. A missing check-in makes the morning absent, a missing check-out the afternoon; no punch at all the
 * whole day. Worked minutes: the shift's minutes between check-in and check-out, less the rest; none with a punch
 * missing. `excused` time (approved leave, trips, outside work, by the hour) at either end of the shift moves the
 * start or end it is measured from (past the rest, when it ends in it): a leave to 11:00 makes an arrival at 10:58
 * on time, a morning's leave to 12:00 an arrival at 13:00; a shift wholly excused is attended. On a day without a
 * shift (a rest day, a holiday): never absent, worked minutes from first to last punch.
 */
export function dailyResult(
  day: string,
  kind: DayKind,
  shift: Shift | null,
  punches: readonly number[],
  excused: readonly Excused[] = [],
  base = dayNumber(day) * MINUTES_PER_DAY,
): DayResult {
  const sorted = punches.length > 1 ? [...punches].sort((a, b) => a - b) : punches;
  if (!shift) return withoutAbsence(day, kind, false, sorted.length > 1 ? sorted[sorted.length - 1] - sorted[0] : 0);
  const [start, end] = excusedShift(shift, base, excused);
  if (start >= end) return withoutAbsence(day, kind, true, sorted.length > 1 ? workedWithin(shift, base, sorted[0], sorted[sorted.length - 1]) : 0);
  let checkIn: number | null = null;
  let checkOut: number | null = null;
  if (sorted.length > 1) [checkIn, checkOut] = [sorted[0], sorted[sorted.length - 1]];
  else if (sorted.length === 1) {
    if (sorted[0] < (start + end) / 2) checkIn = sorted[0];
    else checkOut = sorted[0];
  }
  const late = checkIn !== null && checkIn - start > shift.graceLate ? checkIn - start : 0;
  const early = checkOut !== null && end - checkOut > shift.graceEarly ? end - checkOut : 0;
  const absentAm = checkIn === null || late > shift.halfDayAfter;
  const absentPm = checkOut === null || early > shift.halfDayAfter;
  const full = (absentAm && absentPm) || late > shift.absentAfter || early > shift.absentAfter;
  const worked = checkIn !== null && checkOut !== null ? workedWithin(shift, base, checkIn, checkOut) : 0;
  return {
    day,
    kind,
    expected: true,
    lateMinutes: absentAm ? 0 : late,
    earlyMinutes: absentPm ? 0 : early,
    absence: full ? 'full' : absentAm || absentPm ? 'half' : 'none',
    absentAm: full || absentAm,
    absentPm: full || absentPm,
    missingIn: checkIn === null,
    missingOut: checkOut === null,
    workedMinutes: worked,
  };
}

const withoutAbsence = (day: string, kind: DayKind, expected: boolean, workedMinutes: number): DayResult => ({
  day,
  kind,
  expected,
  lateMinutes: 0,
  earlyMinutes: 0,
  absence: 'none',
  absentAm: false,
  absentPm: false,
  missingIn: false,
  missingOut: false,
  workedMinutes,
});

/** The shift's minutes, its rest left out, between check-in and check-out. */
function workedWithin(shift: Shift, base: number, checkIn: number, checkOut: number): number {
  const worked = overlap(checkIn, checkOut, base + shift.start, base + shift.end);
  return shift.rest ? worked - overlap(checkIn, checkOut, base + shift.rest.start, base + shift.rest.end) : worked;
}

/** Time an approved leave, business trip or outside work excuses from attendance, in minute numbers. */
export type Excused = { from: number; to: number };

/**
 * The part of a shift to attend once excused time is taken off its ends: a leave from the start moves the start to
 * its end, one up to the end moves the end to its start (touching intervals chain). Excused time in the middle
 * changes neither. Start at or after end: nothing is left to attend.
 */
function excusedShift(shift: Shift, base: number, excused: readonly Excused[]): [number, number] {
  let [start, end] = [base + shift.start, base + shift.end];
  if (excused.length === 0) return [start, end];
  const rest = shift.rest && { start: base + shift.rest.start, end: base + shift.rest.end };
  const byStart = [...excused].sort((a, b) => a.from - b.from);
  for (const interval of byStart) {
    if (interval.from <= start && interval.to > start) start = interval.to;
    if (rest && start >= rest.start && start < rest.end) start = rest.end;
  }
  for (let at = byStart.length - 1; at >= 0; at--) {
    if (byStart[at].to >= end && byStart[at].from < end) end = byStart[at].from;
    if (rest && end > rest.start && end <= rest.end) end = rest.start;
  }
  return [start, end];
}

export type ScheduledDay = { day: string; shift: Shift | null };

type PunchWindow = { day: string; from: number; to: number; start: number; end: number };

/** The window of punches each shift of `schedule` takes, and the days without a shift (see `assignPunches`). */
function punchWindows(schedule: readonly ScheduledDay[]) {
  const windows: PunchWindow[] = [];
  const shiftless = new Set<number>();
  for (const { day, shift } of schedule) {
    const base = dayNumber(day) * MINUTES_PER_DAY;
    if (!shift) {
      shiftless.add(base / MINUTES_PER_DAY);
      continue;
    }
    const [start, end] = [base + shift.start, base + shift.end];
    const window = { day, start, end, from: start - (shift.checkInFrom ?? DEFAULT_CHECK_IN_FROM), to: end + (shift.checkOutUntil ?? DEFAULT_CHECK_OUT_UNTIL) };
    const previous = windows[windows.length - 1];
    if (previous && previous.to > window.from) {
      const middle = Math.floor((previous.end + start) / 2);
      previous.to = middle;
      window.from = middle;
    }
    windows.push(window);
  }
  return { windows, shiftless };
}

function assignToWindows({ windows, shiftless }: ReturnType<typeof punchWindows>, punches: readonly number[]): Map<string, number[]> {
  const assigned = new Map<string, number[]>();
  const add = (day: string, punch: number) => {
    const list = assigned.get(day);
    if (list) list.push(punch);
    else assigned.set(day, [punch]);
  };
  const sorted = [...punches].sort((a, b) => a - b);
  let at = 0;
  for (const punch of sorted) {
    while (at < windows.length && windows[at].to <= punch) at++;
    if (at < windows.length && windows[at].from <= punch) add(windows[at].day, punch);
    else {
      const date = Math.floor(punch / MINUTES_PER_DAY);
      if (shiftless.has(date)) add(isoDay(date), punch);
    }
  }
  return assigned;
}

/**
 * Which day each punch belongs to. A shift takes the punches from `checkInFrom` before its start to `checkOutUntil`
 * after its end; where two shifts' windows meet, the middle of the gap between the one's end and the other's start
 * divides them (so 07:02 after a night shift is that night's). A punch in no shift's window belongs to its own date
 * when that date has no shift (work on a rest day), and to none otherwise. `schedule` in date order, one entry a day.
 */
export function assignPunches(schedule: readonly ScheduledDay[], punches: readonly number[]): Map<string, number[]> {
  return assignToWindows(punchWindows(schedule), punches);
}

/**
 * The days from `from` to `to` inclusive with their shifts, and where punches go: what every person on the same
 * shifts shares, made once for all of them (a month of 5,000 people on one office shift makes one).
 */
export type DayPlan = {
  days: readonly (ScheduledDay & { kind: DayKind; base: number })[];
  windows: ReturnType<typeof punchWindows>;
};

/** A working day of the calendar is expected with the shift `shiftOn` gives it (null: not expected), any other day has no shift. */
export function planDays(input: { from: string; to: string; calendar: Calendar; shiftOn: (day: string) => Shift | null }): DayPlan {
  const schedule: ScheduledDay[] = [];
  for (let day = dayNumber(input.from) - 1; day <= dayNumber(input.to) + 1; day++) {
    const iso = isoDay(day);
    schedule.push({ day: iso, shift: input.calendar.isWorkday(day) ? input.shiftOn(iso) : null });
  }
  const days = schedule.slice(1, -1).map((entry) => ({ ...entry, kind: input.calendar.kind(entry.day), base: dayNumber(entry.day) * MINUTES_PER_DAY }));
  return { days, windows: punchWindows(schedule) };
}

/** Each planned day's result from one person's punches (they may run a day either side); `excused` time counts for the shift it overlaps. */
export function planResults(plan: DayPlan, punches: readonly number[], excused: readonly Excused[] = []): DayResult[] {
  const assigned = assignToWindows(plan.windows, punches);
  return plan.days.map(({ day, kind, base, shift }) => {
    const own = shift && excused.length > 0 ? excused.filter((interval) => interval.to > base + shift.start && interval.from < base + shift.end) : [];
    return dailyResult(day, kind, shift, assigned.get(day) ?? [], own, base);
  });
}

/** Every day's result from `from` to `to` inclusive for one person (`planDays`, then `planResults`). */
export function dailyResults(input: {
  from: string;
  to: string;
  calendar: Calendar;
  shiftOn: (day: string) => Shift | null;
  punches: readonly number[];
  excused?: readonly Excused[];
}): DayResult[] {
  return planResults(planDays(input), input.punches, input.excused);
}
