/**
 * The attendance month of a company (src/server/attendance): 5,000 people × the working days of September 2025
 * (22), first each day's result from two punches, then each person's month with a day of leave in forty. Prints
 * the CPU time of each step over several runs, beside a bare loop over the same day results that sums one field per
 * person into a map (what the machine does in the least such pass can cost). Asserts nothing about time.
 *
 * Run: npx tsx tests/bench/attendance-month.bench.ts   (PEOPLE=20000 for another size)
 */
import { makeCalendar } from '../../src/server/attendance/calendar.ts';
import { dailyResults, shiftOf } from '../../src/server/attendance/daily.ts';
import { monthlyAttendance, type Covering, type PersonDay } from '../../src/server/attendance/monthly.ts';
import { minuteNumber } from '../../src/shared/iso-days.ts';
import { cpuMs, least } from './cpu-time.helpers.ts';

const PEOPLE = Number(process.env.PEOPLE ?? 5000);
const RUNS = 5;

export function runAttendanceMonthBench() {
  const office = shiftOf({ start: '09:00', end: '18:00', rest: ['12:00', '13:00'], graceLate: 5, graceEarly: 0, halfDayAfter: 30, absentAfter: 240 });
  const calendar = makeCalendar([]);
  const punchesOf = (person: number) => {
    const punches: number[] = [];
    for (let date = 1; date <= 30; date++) {
      const day = `2025-09-${String(date).padStart(2, '0')}`;
      if (!calendar.isWorkday(day)) continue;
      punches.push(minuteNumber(`${day} 08:40`) + ((person * 7 + date * 13) % 50), minuteNumber(`${day} 18:0${date % 10}`));
    }
    return punches;
  };
  const punches = Array.from({ length: PEOPLE }, (_, person) => punchesOf(person));
  let days: PersonDay[] = [];
  const coverings: Covering[] = [];
  const daily = [];
  for (let run = 0; run < RUNS; run++)
    daily.push(
      cpuMs(() => {
        days = [];
        for (let person = 0; person < PEOPLE; person++)
          for (const result of dailyResults({ from: '2025-09-01', to: '2025-09-30', calendar, shiftOn: () => office, punches: punches[person] }))
            if (result.expected) days.push({ ...result, personId: `p${person}` });
      }),
    );
  for (const day of days)
    if (Number(day.day.slice(8)) % 40 === Number(day.personId.slice(1)) % 40)
      coverings.push({ personId: day.personId, kind: 'leave', type: 'annual', day: day.day, halves: 2, half: 'day' });
  const monthly = Array.from({ length: RUNS }, () => cpuMs(() => monthlyAttendance({ month: '2025-09', days, coverings, overtime: [] })));
  const bare = Array.from({ length: RUNS }, () =>
    cpuMs(() => {
      const totals = new Map<string, number>();
      for (const day of days) if (day.day.startsWith('2025-09-')) totals.set(day.personId, (totals.get(day.personId) ?? 0) + day.lateMinutes);
    }),
  );
  console.log(`\n## Attendance month (${PEOPLE} people, ${days.length} day results, ${coverings.length} days of leave; CPU ms, least of ${RUNS})`);
  console.log('| step | ms | µs a day result | × the bare loop |');
  console.log('|---|---|---|---|');
  for (const [step, figures] of [
    ['day results from punches (dailyResults)', daily],
    ['the month (monthlyAttendance)', monthly],
    ['bare loop: one field per person into a map', bare],
  ] as const)
    console.log(
      `| ${step} | ${least(figures).toFixed(1)} | ${((least(figures) / days.length) * 1000).toFixed(2)} | ${(least(figures) / least(bare)).toFixed(1)} |`,
    );
}

if (import.meta.url === `file://${process.argv[1]}`) runAttendanceMonthBench();
