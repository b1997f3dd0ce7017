import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteContext } from '../lib/route-context.ts';
import { accountRoutes } from './account.routes.ts';
import { authRoutes } from './auth.routes.ts';
import { eventRoutes } from './events.routes.ts';
import { notifyRoutes } from './notify.routes.ts';
import { publicRoutes } from './public.routes.ts';
import { wechatRoutes } from './wechat.routes.ts';

/** What a person does with their own account: sign in and out, profile and password, notifications, events. */
export const accountArea: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  for (const routes of [publicRoutes, authRoutes, wechatRoutes, accountRoutes, notifyRoutes, eventRoutes]) await app.register(routes, context);
};
