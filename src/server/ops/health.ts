import type { FastifyInstance } from 'fastify';

/** One readiness check: resolves true when its part works; false or a throw (or no answer in time) means it does not. */
export type ReadinessChecks = Record<string, () => Promise<boolean>>;

/** Not operations of the API: left out of its OpenAPI document. */
export const HIDDEN = { schema: { hide: true } };

/** A check that has not answered in this long has failed: a load balancer asks again soon. */
const CHECK_TIMEOUT_MS = 3_000;

async function passes(check: () => Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().catch(() => false), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The probes of load balancers and orchestrators, at the server's root and outside the session guard:
 * `/healthz` answers while the process runs; `/readyz` answers 200 when every check passes, else 503 naming each.
 * They say nothing about users or data, so anyone may ask.
 */
export function healthRoutes(checks: ReadinessChecks) {
  return async (app: FastifyInstance) => {
    app.get('/healthz', HIDDEN, async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
    app.get('/readyz', HIDDEN, async (_request, reply) => {
      const names = Object.keys(checks);
      const results = await Promise.all(names.map((name) => passes(checks[name])));
      const outcome = Object.fromEntries(names.map((name, index) => [name, results[index] ? 'ok' : 'failed']));
      const ready = results.every(Boolean);
      return reply
        .code(ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: ready ? 'ok' : 'unavailable', checks: outcome });
    });
  };
}
