import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteContext } from '../lib/route-context.ts';
import { engineRoutes } from './engine.routes.ts';
import { listSettingsRoutes } from './list-settings.routes.ts';
import { reportRoutes } from './report.routes.ts';

/** Every descriptor's records, files and layouts, the count reports and the administrator's list settings. */
export const engineArea: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  for (const routes of [engineRoutes, reportRoutes, listSettingsRoutes]) await app.register(routes, context);
};
