import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database.ts';
import { operationLogs } from '../db/schema.ts';
import { changesData, routeOf } from '../lib/call-kind.ts';

/** Sign-in attempts have their own log; bodies are never stored, so no password reaches a log. */
const NOT_LOGGED = new Set(['/prod-api/login']);

/**
 * The operation log: every mutating API call with who, what (route and URL), when, and the result; and every read of
 * a route marked `logged` (a salary sheet, its cells and exports, a payslip).
 */
export const operationLogPlugin = fp(async (app: FastifyInstance, options: { db: Db }) => {
  const write = batchWriter(options.db, (error) => app.log.error(error));
  app.addHook('onClose', () => write.drained());
  // Written before the answer leaves, so whoever got an answer finds the call in the log.
  app.addHook('onSend', async (request, reply, payload) => {
    const route = routeOf(request);
    if (!(changesData(request) || request.routeOptions.config?.logged) || NOT_LOGGED.has(route)) return payload;
    const envelope = typeof payload === 'string' ? /^\{"status":(\d+)/.exec(payload) : null;
    await write({
      userId: request.auth?.user.id ?? null,
      loginName: request.auth?.user.loginName ?? null,
      method: request.method,
      route,
      url: request.url.slice(0, 500),
      status: envelope ? Number(envelope[1]) : reply.statusCode,
      httpStatus: reply.statusCode,
      ip: request.ip,
      durationMs: Math.round(reply.elapsedTime),
    });
    return payload;
  });
});

type LogRow = typeof operationLogs.$inferInsert;

/**
 * Writes log rows in batches: a row waits only while the previous batch is being written, so a quiet server
 * writes each row at once and a busy one writes one statement for many requests instead of one per request.
 * The answer settles when the row's batch is written.
 */
function batchWriter(db: Db, onError: (error: unknown) => void) {
  let batch: LogRow[] | null = null;
  let batchWritten: Promise<void> = Promise.resolve();
  let last: Promise<void> = Promise.resolve();
  const write = (row: LogRow): Promise<void> => {
    if (batch) {
      batch.push(row);
      return batchWritten;
    }
    const rows = [row];
    batch = rows;
    last = batchWritten = last.then(async () => {
      if (batch === rows) batch = null;
      await db.insert(operationLogs).values(rows).catch(onError);
    });
    return batchWritten;
  };
  return Object.assign(write, { drained: () => last });
}
