import type { DayResult } from './daily.ts';
import type { LeaveDay } from './leave-duration.ts';
import type { Compensation, OvertimeRate } from './overtime.ts';

export type PersonDay = DayResult & { personId: string };

/**
 * One day of an approved document that covers attendance: a leave (by its type), a business trip or outside work,
 * as `leaveDuration` gives its days: half days (which half, or the whole day) or minutes.
 */
export type Covering = { personId: string; kind: 'leave' | 'trip' | 'outside'; type?: string } & LeaveDay;

/** An approved overtime document's part on one day, with how it is compensated (`compensateOvertime`). */
export type OvertimeDocument = { personId: string; day: string; minutes: number; rate: OvertimeRate; compensation: Compensation };

export type MonthSummary = {
  personId: string;
  /** Expected half days attended: neither absent nor on leave (a trip or outside work is work). */
  workedHalves: number;
  lateCount: number;
  lateMinutes: number;
  earlyCount: number;
  earlyMinutes: number;
  absentHalves: number;
  /** Punches missing (缺卡) on days punched at all, outside covered halves: a day without any punch is an absence. */
  missingPunches: number;
  leaveHalves: Record<string, number>;
  leaveMinutes: Record<string, number>;
  tripHalves: number;
  outsideHalves: number;
  /** Paid overtime by rate. */
  overtimeMinutes: Record<OvertimeRate, number>;
  /** Overtime taken as time off in lieu (credited to the balance, not paid). */
  timeOffMinutes: number;
};

const emptySummary = (personId: string): MonthSummary => ({
  personId,
  workedHalves: 0,
  lateCount: 0,
  lateMinutes: 0,
  earlyCount: 0,
  earlyMinutes: 0,
  absentHalves: 0,
  missingPunches: 0,
  leaveHalves: {},
  leaveMinutes: {},
  tripHalves: 0,
  outsideHalves: 0,
  overtimeMinutes: { 150: 0, 200: 0, 300: 0 },
  timeOffMinutes: 0,
});

type DayCover = { am: boolean; pm: boolean; leaveAm: boolean; leavePm: boolean; minutes: number };

/**
 * Each person's month ('YYYY-MM') from their day results and approved documents; rows of other months are left
 * out. A half day covered by leave, a trip or outside work is not absent, and lateness (morning) or leaving early
 * (afternoon) in it is not counted. Minutes of an hourly leave excuse that day's counted late minutes first, then its
 * early minutes (for lateness turned into absence, give the leave to `dailyResult` as excused time instead). A half
 * day of an expected day is worked when it is neither absent nor on leave. One pass over each array, so 5,000 people
 * × 22 days are summed in milliseconds.
 */
export function monthlyAttendance(input: {
  month: string;
  days: readonly PersonDay[];
  coverings: readonly Covering[];
  overtime: readonly OvertimeDocument[];
}): MonthSummary[] {
  const prefix = `${input.month}-`;
  const summaries = new Map<string, MonthSummary>();
  const summaryOf = (personId: string) => {
    let summary = summaries.get(personId);
    if (!summary) summaries.set(personId, (summary = emptySummary(personId)));
    return summary;
  };
  // Person, then day: most people have no document, and their days need no key built.
  const covers = new Map<string, Map<string, DayCover>>();
  const coverings: Covering[] = [];
  for (const covering of input.coverings) if (covering.day.startsWith(prefix)) coverings.push(covering);
  // Everyone with a day result first, in order, then those with documents only.
  for (const day of input.days) if (day.day.startsWith(prefix)) summaryOf(day.personId);
  for (const covering of coverings) {
    const summary = summaryOf(covering.personId);
    let own = covers.get(covering.personId);
    if (!own) covers.set(covering.personId, (own = new Map()));
    let cover = own.get(covering.day);
    if (!cover) own.set(covering.day, (cover = { am: false, pm: false, leaveAm: false, leavePm: false, minutes: 0 }));
    if ('minutes' in covering) {
      if (covering.kind === 'leave') add(summary.leaveMinutes, covering.type ?? '', covering.minutes);
      cover.minutes += covering.minutes;
      continue;
    }
    const [am, pm] = [covering.half !== 'pm', covering.half !== 'am'];
    cover.am ||= am;
    cover.pm ||= pm;
    if (covering.kind === 'leave') {
      cover.leaveAm ||= am;
      cover.leavePm ||= pm;
      add(summary.leaveHalves, covering.type ?? '', covering.halves);
    } else if (covering.kind === 'trip') summary.tripHalves += covering.halves;
    else summary.outsideHalves += covering.halves;
  }
  for (const day of input.days) {
    if (!day.day.startsWith(prefix)) continue;
    const summary = summaryOf(day.personId);
    const cover = covers.get(day.personId)?.get(day.day);
    const absentAm = day.absentAm && !cover?.am;
    const absentPm = day.absentPm && !cover?.pm;
    summary.absentHalves += (absentAm ? 1 : 0) + (absentPm ? 1 : 0);
    let excuse = cover?.minutes ?? 0;
    const late = cover?.am ? 0 : Math.max(0, day.lateMinutes - excuse);
    excuse = Math.max(0, excuse - (cover?.am ? 0 : day.lateMinutes));
    const early = cover?.pm ? 0 : Math.max(0, day.earlyMinutes - excuse);
    if (late > 0) {
      summary.lateCount++;
      summary.lateMinutes += late;
    }
    if (early > 0) {
      summary.earlyCount++;
      summary.earlyMinutes += early;
    }
    if (day.missingIn !== day.missingOut) summary.missingPunches += (day.missingIn && !cover?.am) || (day.missingOut && !cover?.pm) ? 1 : 0;
    if (day.expected) summary.workedHalves += (absentAm || cover?.leaveAm ? 0 : 1) + (absentPm || cover?.leavePm ? 0 : 1);
  }
  for (const document of input.overtime) {
    if (!document.day.startsWith(prefix)) continue;
    const summary = summaryOf(document.personId);
    if (document.compensation === 'timeOff') summary.timeOffMinutes += document.minutes;
    else summary.overtimeMinutes[document.rate] += document.minutes;
  }
  return [...summaries.values()];
}

function add(totals: Record<string, number>, key: string, amount: number) {
  totals[key] = (totals[key] ?? 0) + amount;
}
