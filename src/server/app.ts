import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyContextConfig, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { selectRows, type Database } from './db/database.ts';
import { startEventHub } from './lib/events.ts';
import { localFileStorage, setFileStorage } from './engine/file-storage.ts';
import { AppError } from './lib/app-error.ts';
import { crossSitePlugin } from './plugins/cross-site.plugin.ts';
import { envelopePlugin } from './plugins/envelope.plugin.ts';
import { inputGuardPlugin } from './plugins/input-guard.plugin.ts';
import { operationLogPlugin } from './plugins/operation-log.plugin.ts';
import { repTokenPlugin } from './plugins/rep-token.plugin.ts';
import { loggerOptions, newRequestId, requestLogPlugin } from './plugins/request-log.plugin.ts';
import { healthRoutes } from './ops/health.ts';
import { readOpenTasksWith } from './metrics/metrics.ts';
import { metricsAccessFrom, metricsRoute } from './ops/metrics-endpoint.ts';
import { readinessChecks } from './readiness.ts';
import { accountArea } from './account/account.area.ts';
import { adminArea } from './admin/admin.area.ts';
import { engineArea } from './engine/engine.area.ts';
import { printArea } from './print/print.area.ts';
import { attendanceArea } from './attendance/attendance.area.ts';
import { payrollArea } from './payroll/payroll.area.ts';
import { documentsArea } from './documents/documents.area.ts';
import { peopleArea } from './people/people.area.ts';
import { digestArea } from './digest/digest.area.ts';
import { stockArea } from './stock/stock.area.ts';
import { workflowArea } from './workflow/workflow.area.ts';
import { guardRoute, sessionPlugin } from './plugins/session.plugin.ts';
import type { RouteContext } from './lib/route-context.ts';
import { LOCALES } from '../shared/i18n/languages.ts';
import { publicConfig, withSiteBrand } from './account/public.routes.ts';

export const API_PREFIX = '/prod-api';
export const CLIENT_DIST = process.env.CLIENT_DIST
  ? path.resolve(process.env.CLIENT_DIST)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/client');

const IMMUTABLE = 'public, max-age=31536000, immutable';

export type RouteSummary = { method: string; url: string; config: FastifyContextConfig };

declare module 'fastify' {
  interface FastifyInstance {
    routeList: RouteSummary[];
  }
}

export type AppOptions = {
  database: Database;
  dataDir: string;
  logger?: boolean;
  /** Where the log lines go (standard output by default). */
  logStream?: NodeJS.WritableStream;
  /** The Bearer token /metrics asks for on this port (METRICS_TOKEN); without one it is not served here. */
  metricsToken?: string;
  /** Serve the built single-page app from dist/client when it exists. */
  serveClient?: boolean;
  /** Where the built client is; CLIENT_DIST by default. */
  clientDist?: string;
  /** Cookies are marked Secure on every request that came over HTTPS; this marks them Secure always. */
  secureCookies?: boolean;
  /** Proxies whose X-Forwarded-* headers are believed (TRUST_PROXY); by default none. */
  trustProxy?: TrustProxy;
};

export type TrustProxy = false | string[];

/**
 * TRUST_PROXY: the addresses or CIDR ranges of the reverse proxies in front of the server (comma-separated; the
 * words loopback, linklocal and uniquelocal name their ranges). Unset: no forwarded header is believed, so a client
 * cannot choose its own address (the sign-in throttle counts by address) or protocol.
 */
export function trustProxyFrom(value = process.env.TRUST_PROXY ?? ''): TrustProxy {
  const trimmed = value.trim();
  if (trimmed === '') return false;
  return trimmed
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** Every route area under /prod-api, one plugin per folder; each is given the same context. */
const ROUTE_AREAS = [accountArea, adminArea, attendanceArea, digestArea, documentsArea, engineArea, payrollArea, peopleArea, printArea, stockArea, workflowArea];

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Request lines are left out unless LOG_LEVEL=info; warnings and errors always show.
    ...loggerOptions(Boolean(options.logger), options.logStream),
    genReqId: newRequestId,
    requestIdHeader: false,
    trustProxy: options.trustProxy ?? trustProxyFrom(),
    bodyLimit: 1024 * 1024,
    // Requests never wait longer than the client's own 60 s timeout (spec §7).
    requestTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();
  // The route table, for the authorization matrix and anyone asking what the API serves.
  const routeList: RouteSummary[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeList.push({ method, url: route.url, config: route.config ?? {} });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(requestLogPlugin, { apiPrefix: API_PREFIX });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 10, fields: 50 } });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(envelopePlugin);
  await app.register(crossSitePlugin);
  const secureCookies = options.secureCookies ?? process.env.COOKIE_SECURE === 'true';
  const db = options.database.db;
  await app.register(sessionPlugin, { db, listen: options.database.listen, secureCookies });
  await app.register(repTokenPlugin, { db });
  await app.register(operationLogPlugin, { db });
  await app.register(inputGuardPlugin);

  await app.register(swagger, {
    openapi: { info: { title: 'Office management API', version: '1.0.0' }, servers: [] },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs`, uiConfig: { docExpansion: 'list' } });

  const events = await startEventHub(options.database);
  app.addHook('onClose', events.stop);
  // The approvals that produce a signed copy (descriptor `signing`) store it where uploads are stored.
  setFileStorage(db, localFileStorage(path.join(options.dataDir, 'files')));
  const context: RouteContext = { db, dataDir: options.dataDir, secureCookies, events: events.hub };
  // Outside the API prefix and its session guard: for load balancers and the metrics scraper.
  await app.register(healthRoutes(readinessChecks(db, () => events.hub.hearing && app.sessionCache.isHearing)));
  await app.register(metricsRoute(options.metricsToken ?? metricsAccessFrom().token));
  const stopReadingTasks = readOpenTasksWith(() =>
    selectRows<{ module: string; count: number }>(db, sql`select module, count(*)::int as count from process_tasks where status = 'open' group by module`),
  );
  app.addHook('onClose', async () => stopReadingTasks());
  await app.register(
    async (api) => {
      api.addHook('onRequest', guardRoute);
      for (const area of ROUTE_AREAS) await api.register(area, context);
    },
    { prefix: API_PREFIX },
  );

  const clientDist = options.clientDist ?? CLIENT_DIST;
  const serveClient = options.serveClient && existsSync(path.join(clientDist, 'index.html'));
  // The page of each language preloads its catalogue (vite.config.ts); a build without them has index.html alone.
  const languagePages = new Set(LOCALES.filter((locale) => existsSync(path.join(clientDist, `index.${locale}.html`))));
  if (serveClient) {
    const assets = path.join(clientDist, 'assets') + path.sep;
    await app.register(fastifyStatic, {
      root: clientDist,
      wildcard: false,
      index: false,
      // The build writes a .br and a .gz beside each text file (vite.config.ts): sent to whoever accepts them.
      preCompressed: true,
      // A built asset's name carries its content's hash: cached for a year, never asked again. Anything else
      // (index.html, the logo) is asked again each time, so a new build shows at once.
      setHeaders: (reply, file) => void reply.header('cache-control', file.startsWith(assets) ? IMMUTABLE : 'no-cache'),
    });
  }

  // The login page of each language with its brand panel and form drawn (src/client/pages/login-first-paint.ts), read
  // once, with the hashes of its inline script: the one script the Content-Security-Policy allows inline, on that page.
  const loginPages = new Map(
    LOCALES.filter((locale) => existsSync(path.join(clientDist, `login.${locale}.html`))).map((locale) => [
      locale,
      readFile(path.join(clientDist, `login.${locale}.html`), 'utf8').then((page) => ({ page, scriptHashes: inlineScriptHashes(page) })),
    ]),
  );
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith(API_PREFIX) && !path.extname(request.url.split('?')[0]);
    // Client routes (/home, /404, any unknown path) are the single-page app's; it shows /404 itself.
    if (serveClient && wantsPage) {
      reply.type('text/html').header('vary', 'cookie, accept-language');
      if (!languagePages.has(request.locale)) return reply.sendFile('index.html');
      // The login page comes with its brand panel drawn, in this site's title, logo and company name.
      const loginPage = request.url.split('?')[0] === '/login' && loginPages.get(request.locale);
      if (loginPage) {
        const { page, scriptHashes } = await loginPage;
        const policy = String(reply.getHeader('content-security-policy') ?? '');
        if (policy) reply.header('content-security-policy', policy.replace("script-src 'self'", `script-src 'self' ${scriptHashes.join(' ')}`));
        return reply.header('cache-control', 'no-cache').send(withSiteBrand(page, await publicConfig(db, request.locale)));
      }
      return reply.sendFile(`index.${request.locale}.html`);
    }
    return reply.fail(new AppError(404));
  });
  return app;
}

/** A page's inline scripts as Content-Security-Policy sources: each by the hash of its text. */
const inlineScriptHashes = (page: string) =>
  [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
