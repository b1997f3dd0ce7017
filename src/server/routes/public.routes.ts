import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PublicConfig } from '../../shared/schemas/auth.schema.ts';
import { systemMeta } from '../db/schema.ts';
import type { RouteContext } from '../lib/route-context.ts';
import type { Locale } from '../../shared/i18n/languages.ts';

export const PUBLIC_CONFIG_KEY = 'publicConfig';

/** Spec §7 GET /config.json and §3 Document settings: what the login page needs before anyone signs in. */
export const publicRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  app.get('/config.json', { config: { access: 'public' }, schema: { tags: ['public'] } }, async (request, reply) => {
    const [row] = await db.select().from(systemMeta).where(eq(systemMeta.key, PUBLIC_CONFIG_KEY));
    // The site's title and company name in the reader's language when the configuration gives it, else as written.
    const { translations, ...stored } = (row?.value ?? {}) as Partial<PublicConfig> & { translations?: Partial<Record<Locale, Partial<PublicConfig>>> };
    const config: PublicConfig = {
      title: '',
      logoUrl: '/logo.svg',
      icoFileName: '/favicon.svg',
      companyName: '',
      ...stored,
      ...translations?.[request.locale],
    };
    return reply.ok(config);
  });
};
