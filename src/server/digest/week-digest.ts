import { and, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { LIFECYCLES, statusCode } from '../../../machines/index.ts';
import type { DigestSource, WeekDigestDef } from '../../modules/capabilities/week-digest.ts';
import type { Db } from '../db/database.ts';
import { recordHistory, records } from '../db/schema.ts';
import { findModule } from '../../modules/index.ts';
import { workingDays } from '../admin/holiday.routes.ts';

/** A day as `YYYY-MM-DD`, `days` after `iso`. */
const plus = (iso: string, days: number) => {
  const day = new Date(`${iso}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

/** The week (Monday to Sunday) holding the day `iso`. */
export function weekOf(iso: string): { start: string; end: string } {
  const weekday = (new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7;
  const start = plus(iso, -weekday);
  return { start, end: plus(start, 6) };
}

type Item = { id: number; serialNo: string; status: number; data: Record<string, unknown> };
type Digest = { done: string[]; notDone: string[]; next: string[] };

const within = (value: unknown, from: string, to: string) => typeof value === 'string' && value >= from && value <= to;

/** One line of the report: the item's name, its number and, for what has one, its progress. */
const line = (source: DigestSource, item: Item) => {
  const progress = source.progress && item.data[source.progress] !== undefined ? ` (${Number(item.data[source.progress])}%)` : '';
  return `- ${String(item.data[source.name] ?? '')} [${item.serialNo}]${progress}`;
};

/** Whether the item is still open at the end of the week: progress under 100, or a status of `openIn`. */
function isOpen(source: DigestSource, item: Item): boolean {
  if (source.progress) return Number(item.data[source.progress] ?? 0) < 100;
  const lifecycle = findModule(source.module)?.lifecycle;
  if (!lifecycle || !source.openIn) return false;
  return source.openIn.some((name) => statusCode(LIFECYCLES[lifecycle], name) === item.status);
}

async function sourceDigest(db: Db, userId: number, source: DigestSource, week: { start: string; end: string }): Promise<Digest> {
  const items: Item[] = await db
    .select({ id: records.id, serialNo: records.serialNo, status: records.status, data: records.data })
    .from(records)
    .where(and(eq(records.module, source.module), isNull(records.deletedAt), sql`${records.data} ->> ${source.person} = ${String(userId)}`))
    .orderBy(records.id);
  // Done by an event the writer recorded that week (a bug they resolved).
  const doneByEvent = new Set<number>();
  if (source.doneBy && items.length) {
    const rows = await db
      .selectDistinct({ recordId: recordHistory.recordId })
      .from(recordHistory)
      .where(
        and(
          eq(recordHistory.module, source.module),
          eq(recordHistory.event, source.doneBy),
          eq(recordHistory.actorId, userId),
          inArray(
            recordHistory.recordId,
            items.map((item) => item.id),
          ),
          gte(sql`${recordHistory.at}::date`, sql`${week.start}::date`),
          lt(sql`${recordHistory.at}::date`, sql`${plus(week.end, 1)}::date`),
        ),
      );
    for (const row of rows) doneByEvent.add(row.recordId);
  }
  const nextWeek = { start: plus(week.start, 7), end: plus(week.end, 7) };
  const digest: Digest = { done: [], notDone: [], next: [] };
  for (const item of items) {
    const done = doneByEvent.has(item.id) || (source.doneOn !== undefined && within(item.data[source.doneOn], week.start, week.end));
    const open = isOpen(source, item);
    const started = !source.startsOn || !(typeof item.data[source.startsOn] === 'string' && (item.data[source.startsOn] as string) > week.end);
    if (done) digest.done.push(line(source, item));
    else if (open && started) digest.notDone.push(line(source, item));
    // The plan: what stays open, and what starts the next week.
    if (open && (started || within(source.startsOn && item.data[source.startsOn], nextWeek.start, nextWeek.end))) digest.next.push(line(source, item));
  }
  return digest;
}

/**
 * The draft of the writer's weekly report (descriptor `weekDigest`) for the week holding `day`: its dates, its
 * working days by the holiday calendar, and the lines of what is done, not done and planned, as the fields it fills.
 */
export async function weekDraft(db: Db, userId: number, def: WeekDigestDef, day: string): Promise<Record<string, string | number>> {
  const week = weekOf(day);
  const parts = await Promise.all(def.sources.map((source) => sourceDigest(db, userId, source, week)));
  const text = (key: keyof Digest) => parts.flatMap((part) => part[key]).join('\n');
  return {
    [def.start]: week.start,
    [def.end]: week.end,
    [def.workingDays]: await workingDays(db, week.start, week.end),
    [def.done]: text('done'),
    [def.notDone]: text('notDone'),
    [def.next]: text('next'),
  };
}
