import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../shared/schemas/input.schema.ts';
import { helpArticles } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';
import type { RouteContext } from './context.ts';

/** Help centre reader (spec §7 Help centre), opened by the navbar help icon at /helpcenter/info. */
export const helpRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  app.get('/helpcenter/queryTree', { schema: { tags: ['help'] } }, async (_request, reply) => {
    const rows = await db
      .select({ id: helpArticles.id, parentId: helpArticles.parentId, title: helpArticles.title, sort: helpArticles.sort })
      .from(helpArticles)
      .orderBy(asc(helpArticles.sort), asc(helpArticles.id));
    type Node = (typeof rows)[number] & { children: Node[] };
    const nodes = new Map<number, Node>(rows.map((row) => [row.id, { ...row, children: [] }]));
    const roots: Node[] = [];
    for (const node of nodes.values()) (node.parentId && nodes.get(node.parentId) ? nodes.get(node.parentId)!.children : roots).push(node);
    return reply.ok(roots);
  });

  app.get('/helpcenter/:id', { schema: { tags: ['help'], params: z.object({ id: idParam }) } }, async (request, reply) => {
    const [row] = await db.select().from(helpArticles).where(eq(helpArticles.id, request.params.id));
    if (!row) throw new AppError(404);
    return reply.ok(row);
  });
};
