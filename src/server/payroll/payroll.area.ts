import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteContext } from '../lib/route-context.ts';
import { payrollRoutes } from './payroll.routes.ts';

/** Salary items, insurance and compute schemes, the month's sheets, their exports and everyone's own payslips. */
export const payrollArea: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  await app.register(payrollRoutes, context);
};
