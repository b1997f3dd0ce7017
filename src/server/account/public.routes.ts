import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PublicConfig } from '../../shared/schemas/auth.schema.ts';
import { systemMeta } from '../db/schema.ts';
import type { Db } from '../db/database.ts';
import type { RouteContext } from '../lib/route-context.ts';
import type { Locale } from '../../shared/i18n/languages.ts';

export const PUBLIC_CONFIG_KEY = 'publicConfig';

/** Spec §7 GET /config.json and §3 Document settings: what the login page needs before anyone signs in. */
export const publicRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  app.get('/config.json', { config: { access: 'public' }, schema: { tags: ['public'] } }, async (request, reply) =>
    reply.ok(await publicConfig(db, request.locale)),
  );
};

/** The site's title, logo and company name, in the reader's language when the configuration gives it, else as written. */
export async function publicConfig(db: Db, locale: Locale): Promise<PublicConfig> {
  const [row] = await db.select().from(systemMeta).where(eq(systemMeta.key, PUBLIC_CONFIG_KEY));
  const { translations, ...stored } = (row?.value ?? {}) as Partial<PublicConfig> & { translations?: Partial<Record<Locale, Partial<PublicConfig>>> };
  return { title: '', logoUrl: '/logo.svg', icoFileName: '/favicon.svg', companyName: '', ...stored, ...translations?.[locale] };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The login page as the build wrote it (login.<locale>.html: its brand panel drawn by the HTML), with this site's
 * title, logo and company name in the places the build marked (`data-site="…"`), so the first paint is already the
 * page the app then draws.
 */
export function withSiteBrand(page: string, config: PublicConfig): string {
  return page
    .replace(/(data-site="title">)[^<]*/g, (whole, open: string) => (config.title ? open + escapeHtml(config.title) : whole))
    .replace(/(data-site="company">)[^<]*/, (_, open: string) => open + escapeHtml(config.companyName))
    .replace(/src="[^"]*" (data-site="logo")/, (_, marker: string) => `src="${escapeHtml(config.logoUrl || '/logo.svg')}" ${marker}`);
}
