import { randomBytes } from 'node:crypto';
import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { REQUEST_ID_HEADER } from '../../shared/envelope.ts';
import { httpDuration, httpRequests } from '../metrics/metrics.ts';

/** A request's id: made here, never taken from the caller (a client could forge or repeat one). */
export const newRequestId = () => randomBytes(6).toString('hex');

/** What a log line must never hold: secrets in headers and bodies (passwords, tokens, session cookies). */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  ...['password', 'oldPassword', 'newPassword', 'confirmPassword', 'token', 'secret'].flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

/**
 * Fastify's logger as the server uses it: JSON lines at LOG_LEVEL (warn unless set: the request lines are info),
 * secrets redacted, Fastify's own two lines per request replaced by the one `request` line below.
 */
export function loggerOptions(enabled: boolean, stream?: NodeJS.WritableStream): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  if (!enabled) return { logger: false };
  const level = process.env.LOG_LEVEL ?? 'warn';
  return {
    logger: { level, redact: { paths: REDACT, censor: '[redacted]' }, ...(stream ? { stream } : {}) },
    logController: new LogController({ disableRequestLogging: true }),
  };
}

/** The operator's routes at the server root (src/server/ops); every other root route serves the built client. */
const OPERATOR_ROUTES = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * One line per request (level info): its id (`reqId`), method, route pattern, status, time and the signed-in user's
 * id, never a name, a body or the URL's query. The same answer feeds the request metrics, labelled by route pattern
 * (a raw URL would make a series per record); the client's files, one route each whose names change with every
 * build, share the label `client`.
 */
export const requestLogPlugin = fp(async (app: FastifyInstance, { apiPrefix }: { apiPrefix: string }) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const pattern = request.routeOptions.url;
    const route = !pattern ? 'unmatched' : pattern.startsWith(apiPrefix) || OPERATOR_ROUTES.has(pattern) ? pattern : 'client';
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    httpRequests.inc(labels);
    httpDuration.observe(labels, reply.elapsedTime / 1000);
    request.log.info(
      { method: request.method, route, status: reply.statusCode, ms: Math.round(reply.elapsedTime), userId: request.auth?.user.id ?? null },
      'request',
    );
  });
});
