import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteContext } from '../lib/route-context.ts';
import { attendanceMonthRoutes } from './attendance-month.routes.ts';
import { attendanceRoutes } from './attendance.routes.ts';

/** Leave balances and their ledgers; shifts, punches and the stored, locked month. */
export const attendanceArea: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  await app.register(attendanceRoutes, context);
  await app.register(attendanceMonthRoutes, context);
};
