import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteContext } from '../lib/route-context.ts';
import { printTemplateRoutes } from './print-template.routes.ts';
import { printRoutes } from './print.routes.ts';

/** Print templates, the print page and PDFs. */
export const printArea: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  for (const routes of [printTemplateRoutes, printRoutes]) await app.register(routes, context);
};
