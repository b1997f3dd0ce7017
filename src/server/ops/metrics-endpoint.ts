import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { bearerMatches, registry } from '../metrics/metrics.ts';
import { HIDDEN } from './health.ts';

/** Where and to whom /metrics is served (METRICS_TOKEN, METRICS_PORT, METRICS_HOST). */
export type MetricsAccess = { token?: string; port?: number; host: string };

export function metricsAccessFrom(env: NodeJS.ProcessEnv = process.env): MetricsAccess {
  const port = Number(env.METRICS_PORT);
  return {
    token: env.METRICS_TOKEN?.trim() || undefined,
    port: Number.isInteger(port) && port > 0 ? port : undefined,
    // The metrics port is for the scraper beside the server: loopback unless told otherwise.
    host: env.METRICS_HOST?.trim() || '127.0.0.1',
  };
}

/**
 * /metrics on the app's own port: only for a caller with `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise).
 * Without a token it is not served there at all (404 for everyone, whatever address or header a caller shows).
 */
export function metricsRoute(token: string | undefined) {
  return async (app: FastifyInstance) => {
    app.get('/metrics', HIDDEN, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!token) return reply.code(404).type('text/plain').send('Not Found\n');
      if (!bearerMatches(request.headers.authorization, token))
        return reply.code(401).header('www-authenticate', 'Bearer').type('text/plain').send('Unauthorized\n');
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  };
}

/**
 * A listener of its own serving only /metrics, on METRICS_PORT at METRICS_HOST: reachable by whoever reaches that
 * address, and by them only with the token when METRICS_TOKEN is set too. Answers how to close it.
 */
export async function startMetricsServer(access: MetricsAccess & { port: number }): Promise<() => Promise<void>> {
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const respond = (code: number, body: string, type = 'text/plain') => {
      response.writeHead(code, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(body);
    };
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') return respond(404, 'Not Found\n');
    if (access.token && !bearerMatches(request.headers.authorization, access.token)) return respond(401, 'Unauthorized\n');
    registry.metrics().then(
      (text) => respond(200, text, registry.contentType),
      () => respond(500, 'metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(access.port, access.host, () => resolve());
  });
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      // A scraper's kept-alive connection would hold the close for minutes.
      server.closeAllConnections();
    });
}
