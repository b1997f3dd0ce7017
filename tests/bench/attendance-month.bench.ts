/**
 * The attendance month of a company (src/server/attendance): 5,000 people × the working days of September 2025
 * (22), first each day's result from two punches, then each person's month with a day of leave in forty. Prints
 * the CPU time of each step over several runs, beside a bare loop over the same day results that sums one field per
 * person into a map (what the machine does in the least such pass can cost). Asserts nothing about time.
 *
 * Then the stored month through the real code on embedded PostgreSQL (PGlite): the same 5,000 people's punches
 * stored as an import stores them (`storePunches`, in batches, one transaction), the month computed and stored for
 * everyone (`computeMonth`: calendar, shifts, punches, signed leave, one row a person), beside one raw SQL aggregate
 * over the same punches (each person's late days and minutes), and a punch file imported through the route
 * (POST /attendance/check-ins/import, IMPORT_ROWS rows) in rows a second. Wall-clock times, one run each.
 *
 * Run: npx tsx tests/bench/attendance-month.bench.ts   (PEOPLE=20000 for another size; IMPORT_ROWS=20000; DB=false to skip the database)
 */
import { makeCalendar } from '../../src/server/attendance/calendar.ts';
import { dailyResults, shiftOf } from '../../src/server/attendance/daily.ts';
import { monthlyAttendance, type Covering, type PersonDay } from '../../src/server/attendance/monthly.ts';
import { minuteNumber } from '../../src/shared/iso-days.ts';
import { sql } from 'drizzle-orm';
import { computeMonth, storePunches, type PunchInput } from '../../src/server/attendance/attendance-month.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/server/app.ts';
import { openDatabase, selectRows } from '../../src/server/db/database.ts';
import { seed } from '../../src/server/seed/seed.ts';
import { Caller } from '../support/api.helpers.ts';
import { multipart, workbook } from '../support/import-files.helpers.ts';
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

const IMPORT_ROWS = Number(process.env.IMPORT_ROWS ?? 20_000);

/** The month stored through the real code on the embedded database, beside a raw SQL aggregate; a punch file imported. */
export async function runAttendanceStoredMonthBench() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'oa-bench-'));
  const database = await openDatabase({ dataDir: 'memory://' });
  await seed(database.db);
  const server = await buildApp({ database, dataDir });
  await server.ready();
  try {
    const db = database.db;
    const [{ officeId }] = await selectRows<{ officeId: number }>(db, sql`select office_id as "officeId" from users where login_name = 'staff01'`);
    await db.execute(sql`insert into users (login_name, name, password_hash, office_id, no, remarks)
      select 'bench' || n, '员工' || n, 'x', ${officeId}, 'B' || lpad(n::text, 6, '0'), true from generate_series(1, ${PEOPLE}) n`);
    const people = await selectRows<{ id: number }>(db, sql`select id from users where login_name like 'bench%' order by id`);
    const punches: PunchInput[] = [];
    for (const [person, { id }] of people.entries())
      for (let date = 1; date <= 30; date++) {
        const day = `2025-09-${String(date).padStart(2, '0')}`;
        if ([0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay())) continue;
        punches.push({ userId: id, day, minute: 520 + ((person * 7 + date * 13) % 50) }, { userId: id, day, minute: 1080 + (date % 10) });
      }
    let started = performance.now();
    await db.transaction((tx) => storePunches(tx, punches, 'import', null));
    const storeMs = performance.now() - started;
    started = performance.now();
    const computed = await db.transaction((tx) => computeMonth(tx, '2025-09', null, null));
    const monthMs = performance.now() - started;
    started = performance.now();
    const aggregate = await selectRows<{ userId: number }>(
      db,
      sql`select user_id as "userId", count(*) filter (where first_punch > 545) as late_days,
            coalesce(sum(first_punch - 540) filter (where first_punch > 545), 0) as late_minutes
          from (select user_id, day, min(minute) as first_punch from check_ins where day between '2025-09-01' and '2025-09-30' group by user_id, day) days
          group by user_id`,
    );
    const aggregateMs = performance.now() - started;
    // A punch file through the route: the next month's first days for the same people.
    const rows: [string, string][] = [];
    for (let at = 0; rows.length < IMPORT_ROWS; at++) {
      const person = Math.floor(at / 2) % PEOPLE;
      const date = 1 + Math.floor(at / (2 * PEOPLE));
      rows.push([`bench${person + 1}`, `2025-10-${String(date).padStart(2, '0')} ${at % 2 === 0 ? '08:5' : '18:0'}${at % 10}`]);
    }
    const { body, headers } = multipart({}, await workbook(['账号', '打卡时间'], rows));
    const admin = new Caller(server);
    await admin.login('admin');
    started = performance.now();
    const imported = await admin.post('/attendance/check-ins/import', body, headers);
    const importMs = performance.now() - started;
    console.log(`\n## Attendance month stored (embedded PostgreSQL, ${PEOPLE} people, ${punches.length} punches of September 2025; wall ms, one run)`);
    console.log('| step | ms | rows | rows a second | × the raw SQL aggregate |');
    console.log('|---|---|---|---|---|');
    const line = (step: string, ms: number, count: number) =>
      console.log(`| ${step} | ${Math.round(ms)} | ${count} | ${Math.round((count / ms) * 1000)} | ${(ms / aggregateMs).toFixed(1)} |`);
    line('punches stored as an import stores them (storePunches, one transaction)', storeMs, punches.length);
    line('the month computed and stored for everyone (computeMonth)', monthMs, computed);
    line('raw SQL: late days and minutes per person over the same punches', aggregateMs, aggregate.length);
    line(`punch file imported through the route (status ${imported.body.status}: ${imported.body.msg})`, importMs, rows.length);
  } finally {
    await server.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runAttendanceMonthBench();
  if (process.env.DB !== 'false') await runAttendanceStoredMonthBench();
}
