import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteContext } from '../lib/route-context.ts';
import { documentsRoutes } from './documents.routes.ts';

/** Official documents: circulation with read receipts. */
export const documentsArea: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  await app.register(documentsRoutes, context);
};
