import { HOLIDAY_TYPES, isHolidayType } from '../../shared/holiday-types.ts';
import { type Capability, capability, expectField, fieldOf } from './capability.ts';

/** One end of an attendance document's period: its day, and the half day (a trip) or the time (overtime, outside work). */
export type AttendanceEnd = { date: string; half?: string; time?: string };

/** The values of an overtime's compensation select: paid, or taken as time off in lieu (Labour Law §44). */
export const COMPENSATIONS = ['pay', 'timeOff'] as const;

/**
 * A document recording time worked or away on business (src/server/attendance/README.md, "Attendance documents"):
 * its `kind` is how the month counts it, its period runs from `from` to `to` (the same date field may end both, for a
 * period within one day). The server checks the period (never reversed) on submission and, for signed documents,
 * answers the month's coverings (`trip`, `outside`) and overtime parts (attendance-documents.ts, `signedAttendance`).
 * `overtime`: the period is split at midnight and rated by the holiday calendar (`splitOvertime`); the select
 * `compensation` (`COMPENSATIONS`) asks for pay or time off, time off being refused on a statutory holiday or a
 * working day, and the signing of time off credits its minutes to the balance of the hourly holiday type `credits`
 * in the leave ledger, once per document.
 */
export type AttendanceDef = {
  kind: 'overtime' | 'trip' | 'outside';
  from: AttendanceEnd;
  to: AttendanceEnd;
  compensation?: string;
  credits?: string;
};

export const attendance: Capability<AttendanceDef> = capability({
  check: ({ kind, from, to, compensation, credits }, { descriptor }) => [
    ...[from, to].flatMap((end) => [
      ...expectField(descriptor, end.date, ['date'], 'attendance'),
      ...(end.half ? expectField(descriptor, end.half, ['select', 'radio'], 'attendance') : []),
      ...(end.time ? expectField(descriptor, end.time, ['time'], 'attendance') : []),
      ...(end.half && end.time ? ['attendance: an end names a half day or a time, not both'] : []),
    ]),
    ...(Boolean(from.time) !== Boolean(to.time) || Boolean(from.half) !== Boolean(to.half) ? ['attendance: both ends are counted alike'] : []),
    ...(kind === 'overtime'
      ? [
          ...(from.time ? [] : ['attendance: overtime is counted in times']),
          ...(compensation
            ? expectField(descriptor, compensation, ['select', 'radio'], 'attendance.compensation')
            : ['attendance: overtime names its compensation']),
          ...(compensation && !compensationValues(descriptor, compensation)
            ? [`attendance.compensation: ${compensation} offers ${COMPENSATIONS.join(', ')}`]
            : []),
          ...(isHolidayType(credits) && HOLIDAY_TYPES[credits].unit === 'hour' ? [] : [`attendance.credits: ${credits} is no hourly holiday type`]),
        ]
      : [...(compensation || credits ? ['attendance: only overtime is compensated'] : [])]),
  ],
});

/** Whether the compensation select offers exactly pay and time off. */
function compensationValues(descriptor: Parameters<typeof fieldOf>[0], key: string) {
  const field = fieldOf(descriptor, key);
  const options = field && (field.type === 'select' || field.type === 'radio') ? field.options : undefined;
  const values = options && 'values' in options ? [...(options.values as readonly unknown[])].map(String).sort() : [];
  return values.join() === [...COMPENSATIONS].sort().join();
}
