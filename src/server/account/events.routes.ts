import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import type { ServerEvent } from '../lib/events.ts';
import type { RouteContext } from '../lib/route-context.ts';
import { eventStreamClients } from '../metrics/metrics.ts';

const HEARTBEAT_MS = 25_000;

/**
 * Server-sent events for the signed-in user: each new notification (a to-do is type 3) is pushed as it commits,
 * whichever instance made it. The event carries no content; the client refetches what it shows, so the
 * usual permission checks apply. The bell keeps its 120 s poll as a fallback.
 */
export const eventRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { events }) => {
  const open = new Set<ServerResponse>();
  // Open streams would keep the server from closing.
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  app.get('/events', { schema: { tags: ['notify'] } }, async (request, reply) => {
    if (!String(request.headers.accept ?? '').includes('text/event-stream')) throw new AppError(1001, 'errors.eventStream');
    const stream = reply.raw;
    reply.hijack();
    stream.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    // Browsers reconnect after this many milliseconds when the connection drops.
    stream.write('retry: 5000\n\n');
    const send = (event: ServerEvent) => stream.write(`event: ${event.topic}\ndata: ${JSON.stringify({ type: event.type })}\n\n`);
    const unsubscribe = events.subscribe(request.auth!.user.id, send);
    const heartbeat = setInterval(() => stream.write(': ping\n\n'), HEARTBEAT_MS);
    open.add(stream);
    eventStreamClients.inc();
    request.raw.once('close', () => {
      eventStreamClients.dec();
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(stream);
    });
  });
};
