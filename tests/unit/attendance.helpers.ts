import { makeCalendar, type CalendarEntry } from '../../src/server/attendance/calendar.ts';

/**
 * The 2025 National Day and Mid-Autumn break as the State Council announced it: 1–8 October off, Sunday 28 September
 * and Saturday 11 October worked. Statutory: 1–3 October (National Day) and 6 October (Mid-Autumn); 4–5 October are
 * the weekend and 7–8 October the weekdays swapped for the two make-up days.
 */
export const NATIONAL_DAY_2025: CalendarEntry[] = [
  { day: '2025-09-28', name: '国庆节调休上班', isWorkday: true },
  { day: '2025-10-01', name: '国庆节', isWorkday: false, statutory: true },
  { day: '2025-10-02', name: '国庆节', isWorkday: false, statutory: true },
  { day: '2025-10-03', name: '国庆节', isWorkday: false, statutory: true },
  { day: '2025-10-04', name: '国庆节', isWorkday: false, statutory: false },
  { day: '2025-10-05', name: '国庆节', isWorkday: false, statutory: false },
  { day: '2025-10-06', name: '中秋节', isWorkday: false, statutory: true },
  { day: '2025-10-07', name: '国庆节调休', isWorkday: false, statutory: false },
  { day: '2025-10-08', name: '国庆节调休', isWorkday: false, statutory: false },
  { day: '2025-10-11', name: '国庆节调休上班', isWorkday: true },
];

export const calendar2025 = makeCalendar(NATIONAL_DAY_2025);
