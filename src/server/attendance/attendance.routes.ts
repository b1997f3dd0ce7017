import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findModule, MODULES } from '../../modules/index.ts';
import { permissionCode } from '../../modules/module.types.ts';
import { HOLIDAY_TYPE_CODES, HOLIDAY_TYPES } from '../../shared/holiday-types.ts';
import { answer } from '../../shared/schemas/answer.schema.ts';
import { attendanceCount, leaveBalances } from '../../shared/schemas/attendance.schema.ts';
import { eq } from 'drizzle-orm';
import { idParam } from '../../shared/schemas/input.schema.ts';
import { users } from '../db/schema.ts';
import { AppError, badInput } from '../lib/app-error.ts';
import { hasAny } from '../plugins/session.plugin.ts';
import { CHECK_WORK } from './attendance-month.routes.ts';
import type { RouteContext } from '../lib/route-context.ts';
import { countAttendance } from './attendance-documents.ts';
import { balanceOfRows, ensureYearlyGrant, inUnit, ledgerOf, ledgerReason, ledgerUnit, serialsOf, today, writeExpiries } from './leave-moves.ts';

const LEAVES = MODULES.filter((descriptor) => descriptor.capabilities.leave?.move === 'use');
const ATTENDANCE = MODULES.filter((descriptor) => descriptor.capabilities.attendance);

/**
 * Leave balances with their ledgers (written only by signing approvals and yearly grants, leave-moves.ts), each row's
 * reason in the reader's language.
 */
export const attendanceRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  const tags = ['attendance'];
  // Whoever may list leave documents or holds the attendance clerk's list reads their own balances; another person's
  // (`userId`) only the attendance clerk, who reads the whole company's month as well.
  app.get(
    '/attendance/leave/balances',
    {
      config: { permission: [...LEAVES.map((descriptor) => permissionCode(descriptor, 'list')), CHECK_WORK.list] },
      schema: { tags, querystring: z.object({ userId: idParam.optional() }), response: { 200: answer(leaveBalances) } },
    },
    async (request, reply) => {
      const self = request.auth!.user.id;
      const userId = request.query.userId ?? self;
      if (userId !== self && !hasAny(request.auth!, CHECK_WORK.list)) throw new AppError(4031);
      if (userId !== self && (await db.select({ id: users.id }).from(users).where(eq(users.id, userId))).length === 0) throw new AppError(404);
      const asOf = today();
      const answered = await db.transaction(async (tx) => {
        const out = [];
        for (const code of HOLIDAY_TYPE_CODES) {
          const type = HOLIDAY_TYPES[code];
          await ensureYearlyGrant(tx, userId, code, Number(asOf.slice(0, 4)));
          await writeExpiries(tx, userId, code, asOf);
          const rows = await ledgerOf(tx, userId, code);
          const serials = await serialsOf(tx, [...new Set(rows.flatMap((row) => (row.recordId === null ? [] : [row.recordId])))]);
          const balance = balanceOfRows(rows);
          out.push({
            holidayType: code,
            unit: type.unit,
            ledgerUnit: ledgerUnit(type),
            paid: type.paid,
            mayGoNegative: type.mayGoNegative,
            balance,
            balanceInUnit: inUnit(type, balance),
            rows: rows.map((row) => ({
              id: row.id,
              kind: row.kind,
              amount: row.amount,
              day: row.day,
              expires: row.expires,
              year: row.year,
              module: row.module,
              recordId: row.recordId,
              serialNo: row.recordId === null ? null : (serials.get(row.recordId) ?? null),
              cancels: row.cancels,
              lot: row.lot,
              reason: ledgerReason(request.locale, row.reason),
            })),
          });
        }
        return out;
      });
      return reply.ok(answered);
    },
  );

  // What an attendance document's period counts, as its submission will count it: the form shows it before filing.
  app.post(
    '/attendance/count/:module',
    {
      config: { permission: ATTENDANCE.flatMap((descriptor) => [permissionCode(descriptor, 'add'), permissionCode(descriptor, 'update')]) },
      schema: {
        tags,
        params: z.object({ module: z.string().max(64) }),
        body: z.record(z.string().max(64), z.unknown()),
        response: { 200: answer(attendanceCount) },
      },
    },
    async (request, reply) => {
      const descriptor = findModule(request.params.module);
      const def = descriptor?.capabilities.attendance;
      if (!def) throw new AppError(404);
      const counted = await db.transaction((tx) => countAttendance(tx, def, request.body));
      if ('field' in counted) throw badInput(counted.field, counted.messageId, counted.values);
      const overtime = counted.kind === 'overtime' ? counted : undefined;
      const days = counted.kind === 'overtime' ? [] : counted.days;
      return reply.ok({
        kind: counted.kind,
        parts: overtime ? overtime.parts.map((part) => ({ day: part.day, dayKind: part.kind, rate: part.rate, minutes: part.minutes })) : [],
        timeOffMinutes: overtime?.timeOffMinutes ?? 0,
        coveredHalves: days.reduce((sum, day) => sum + ('halves' in day ? day.halves : 0), 0),
        coveredMinutes: days.reduce((sum, day) => sum + ('minutes' in day ? day.minutes : 0), 0),
      });
    },
  );
};
