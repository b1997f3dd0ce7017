import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteContext } from '../lib/route-context.ts';
import { engineRoutes } from './engine.routes.ts';
import { listSettingsRoutes } from './list-settings.routes.ts';
import { reportRoutes } from './report.routes.ts';
import { seekListRoutes } from './seek-list.routes.ts';

/** Every descriptor's records, files and layouts, the count reports, the administrator's list settings and what a list may be searched by. */
export const engineArea: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  for (const routes of [engineRoutes, reportRoutes, listSettingsRoutes, seekListRoutes]) await app.register(routes, context);
};
