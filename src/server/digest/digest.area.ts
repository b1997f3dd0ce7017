import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteContext } from '../lib/route-context.ts';
import { digestRoutes } from './digest.routes.ts';

/** What a report drafts from the writer's work: a weekly report from the week's tasks and bugs. */
export const digestArea: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  await app.register(digestRoutes, context);
};
