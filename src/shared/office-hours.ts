/**
 * The office's working hours (src/server/attendance/README.md "Shifts and a day's result"): 09:00–18:00 with lunch
 * 12:00–13:00, 5 minutes' grace either way, half a day absent beyond 30 minutes and a whole day beyond 240. The demo's
 * default shift, a new shift's starting values, and the shift an hourly leave is counted on.
 */
export const OFFICE_HOURS = {
  start: '09:00',
  end: '18:00',
  restStart: '12:00',
  restEnd: '13:00',
  graceLate: 5,
  graceEarly: 5,
  halfDayAfter: 30,
  absentAfter: 240,
} as const;
