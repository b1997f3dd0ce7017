import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MODULES } from '../../modules/index.ts';
import { permissionCode } from '../../modules/module.types.ts';
import { HOLIDAY_TYPE_CODES, HOLIDAY_TYPES } from '../../shared/holiday-types.ts';
import { answer } from '../../shared/schemas/answer.schema.ts';
import { leaveBalances } from '../../shared/schemas/attendance.schema.ts';
import type { RouteContext } from '../lib/route-context.ts';
import { balanceOfRows, ensureYearlyGrant, inUnit, ledgerOf, ledgerUnit, serialsOf, today, writeExpiries } from './leave-moves.ts';

const LEAVES = MODULES.filter((descriptor) => descriptor.capabilities.leave?.move === 'use');

/** The caller's leave balances (the ledger is written only by signing approvals and yearly grants, leave-moves.ts). */
export const attendanceRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  const tags = ['attendance'];
  // Whoever may list leave documents reads their own balances.
  app.get(
    '/attendance/leave/balances',
    { config: { permission: LEAVES.map((descriptor) => permissionCode(descriptor, 'list')) }, schema: { tags, response: { 200: answer(leaveBalances) } } },
    async (request, reply) => {
      const userId = request.auth!.user.id;
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
              reason: row.reason,
            })),
          });
        }
        return out;
      });
      return reply.ok(answered);
    },
  );
};
