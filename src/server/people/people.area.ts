import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteContext } from '../lib/route-context.ts';
import { peopleRoutes } from './people.routes.ts';

/** What HR documents read of people: a leaver's clearance. */
export const peopleArea: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  await app.register(peopleRoutes, context);
};
