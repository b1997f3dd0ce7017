import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteContext } from '../lib/route-context.ts';
import { stockReportRoutes } from './stock-report.routes.ts';
import { stockRoutes } from './stock.routes.ts';

/** Holdings, movements, QR labels and the stock reports. */
export const stockArea: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  for (const routes of [stockRoutes, stockReportRoutes]) await app.register(routes, context);
};
