import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PublicConfig } from '../../shared/schemas/auth.schema.ts';
import { systemMeta } from '../db/schema.ts';
import type { RouteContext } from '../lib/route-context.ts';

export const PUBLIC_CONFIG_KEY = 'publicConfig';

/** Spec §7 GET /config.json and §3 Document settings: what the login page needs before anyone signs in. */
export const publicRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  app.get('/config.json', { config: { access: 'public' }, schema: { tags: ['public'] } }, async (_request, reply) => {
    const [row] = await db.select().from(systemMeta).where(eq(systemMeta.key, PUBLIC_CONFIG_KEY));
    const config: PublicConfig = { title: '', logoUrl: '/logo.svg', icoFileName: '/favicon.svg', companyName: '', ...(row?.value as object) };
    return reply.ok(config);
  });
};
