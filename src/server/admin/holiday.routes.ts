import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { holidayBody } from '../../shared/schemas/config.schema.ts';
import { dateRange, isoDate } from '../../shared/schemas/input.schema.ts';
import type { Db } from '../db/database.ts';
import { holidays } from '../db/schema.ts';
import { holiday } from '../../shared/schemas/admin.schema.ts';
import { answer, nothing } from '../../shared/schemas/answer.schema.ts';
import type { RouteContext } from '../lib/route-context.ts';

/** Working days are counted one by one: a range of two years at most keeps every such call short. */
export const WORKDAY_RANGE_MAX_DAYS = 366 * 2;

/** The holiday calendar (statutory holidays, swapped rest days and make-up working days) and the working days it gives. */
export const holidayRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  const tags = ['holiday'];
  app.get(
    '/holiday',
    { schema: { tags, querystring: z.object({ year: z.coerce.number().int().min(1970).max(2200) }), response: { 200: answer(z.array(holiday)) } } },
    async (request, reply) =>
      reply.ok(
        await db
          .select()
          .from(holidays)
          .where(and(gte(holidays.day, `${request.query.year}-01-01`), lte(holidays.day, `${request.query.year}-12-31`)))
          .orderBy(asc(holidays.day)),
      ),
  );
  app.put(
    '/holiday',
    { config: { permission: 'holiday:update' }, schema: { tags, body: holidayBody, response: { 200: answer(nothing) } } },
    async (request, reply) => {
      await db
        .insert(holidays)
        .values(request.body)
        .onConflictDoUpdate({ target: holidays.day, set: { name: request.body.name, isWorkday: request.body.isWorkday, statutory: request.body.statutory } });
      return reply.ok(null, 'messages.saved');
    },
  );
  app.delete(
    '/holiday/:day',
    { config: { permission: 'holiday:update' }, schema: { tags, params: z.object({ day: isoDate }), response: { 200: answer(nothing) } } },
    async (request, reply) => {
      await db.delete(holidays).where(eq(holidays.day, request.params.day));
      return reply.ok(null, 'messages.saved');
    },
  );
  /** Working days from `from` to `to` inclusive: weekdays that are not holidays, plus make-up working days. */
  app.get(
    '/holiday/workdays',
    { schema: { tags, querystring: z.object({ from: isoDate, to: isoDate }).superRefine(dateRange('from', 'to', WORKDAY_RANGE_MAX_DAYS)) } },
    async (request, reply) => {
      const { from, to } = request.query;
      return reply.ok({ from, to, workdays: await workingDays(db, from, to) });
    },
  );
};

/** Working days between two dates inclusive, by the holiday calendar: the calculation HR uses for leave. */
export async function workingDays(db: Db, from: string, to: string): Promise<number> {
  const marked = new Map(
    (
      await db
        .select()
        .from(holidays)
        .where(and(gte(holidays.day, from), lte(holidays.day, to)))
    ).map((day) => [day.day, day.isWorkday]),
  );
  let count = 0;
  for (let day = new Date(`${from}T00:00:00Z`); day <= new Date(`${to}T00:00:00Z`); day.setUTCDate(day.getUTCDate() + 1)) {
    const iso = day.toISOString().slice(0, 10);
    const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
    const worked = marked.has(iso) ? marked.get(iso)! : !weekend;
    if (worked) count++;
  }
  return count;
}
