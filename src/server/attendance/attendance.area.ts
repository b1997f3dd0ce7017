import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteContext } from '../lib/route-context.ts';
import { attendanceRoutes } from './attendance.routes.ts';

/** Leave balances and their ledgers. */
export const attendanceArea: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  await app.register(attendanceRoutes, context);
};
