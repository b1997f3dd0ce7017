import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteContext } from '../lib/route-context.ts';
import { approvalRoutes } from './approval.routes.ts';
import { batchRoutes } from './batch.routes.ts';
import { delegationRoutes } from './delegation.routes.ts';
import { flowDefinitionRoutes } from './flow-definition.routes.ts';
import { instanceRoutes } from './instances.routes.ts';
import { phraseRoutes } from './phrase.routes.ts';
import { replayRoutes } from './replay.routes.ts';
import { todoRoutes } from './todo.routes.ts';
import { tracingRoutes } from './tracing.routes.ts';

const ROUTES = [approvalRoutes, batchRoutes, phraseRoutes, tracingRoutes, todoRoutes, delegationRoutes, flowDefinitionRoutes, instanceRoutes, replayRoutes];

/** Approvals, to-do lists, tracing, delegations, flow versions and running instances. */
export const workflowArea: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  for (const routes of ROUTES) await app.register(routes, context);
};
