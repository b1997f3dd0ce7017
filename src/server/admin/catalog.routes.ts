import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CATALOG_KINDS, catalogNodeBody } from '../../shared/schemas/config.schema.ts';
import { idParam } from '../../shared/schemas/input.schema.ts';
import { catalogTrees } from '../db/schema.ts';
import { AppError, badInput } from '../lib/app-error.ts';
import { refuseTaken } from '../lib/unique-value.ts';
import { insertTreeNode, treeOf } from '../lib/tree.ts';
import { storedNames, withNameIn } from '../lib/translated-names.ts';
import { catalogNode } from '../../shared/schemas/admin.schema.ts';
import { answer, nothing } from '../../shared/schemas/answer.schema.ts';
import type { RouteContext } from '../lib/route-context.ts';

/** The node `id` of the catalogue of `kind`: an id of another kind's tree is not found. */
const nodeOf = (kind: (typeof CATALOG_KINDS)[number], id: number) => and(eq(catalogTrees.id, id), eq(catalogTrees.kind, kind));

/** Catalogue trees of each kind, behind `<kind>:add`, `:update` and `:del`. */
export const catalogRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  const kindParams = z.object({ kind: z.enum(CATALOG_KINDS) });
  const tags = ['catalog'];
  const code = (action: string) => ({ permission: (request: FastifyRequest) => `${(request.params as { kind: string }).kind}:${action}` });
  app.get('/catalog/:kind/tree', { schema: { tags, params: kindParams, response: { 200: answer(z.array(catalogNode)) } } }, async (request, reply) => {
    const rows = await db.select().from(catalogTrees).where(eq(catalogTrees.kind, request.params.kind)).orderBy(asc(catalogTrees.sort), asc(catalogTrees.id));
    return reply.ok(
      treeOf(
        rows.map((row) => withNameIn(request.locale, row)),
        (row) => row.id,
      ),
    );
  });
  app.post(
    '/catalog/:kind',
    { config: code('add'), schema: { tags, params: kindParams, body: catalogNodeBody, response: { 200: answer(catalogNode) } } },
    async (request, reply) => {
      const { kind } = request.params;
      const body = request.body;
      const row = await db.transaction(async (tx) => {
        const parent = body.parentId ? (await tx.select().from(catalogTrees).where(nodeOf(kind, body.parentId)))[0] : undefined;
        if (body.parentId && !parent) throw badInput('parentId', 'errors.404');
        await refuseTaken(tx, { id: catalogTrees.id, field: 'code', holding: and(eq(catalogTrees.kind, kind), eq(catalogTrees.code, body.code)) });
        return insertTreeNode(tx, catalogTrees, { ...storedNames(body), kind }, parent);
      });
      return reply.ok(withNameIn(request.locale, row), 'messages.created');
    },
  );
  app.put(
    '/catalog/:kind/:id',
    {
      config: code('update'),
      schema: { tags, params: kindParams.extend({ id: idParam }), body: catalogNodeBody.omit({ parentId: true }), response: { 200: answer(catalogNode) } },
    },
    async (request, reply) => {
      const [row] = await db.update(catalogTrees).set(storedNames(request.body)).where(nodeOf(request.params.kind, request.params.id)).returning();
      if (!row) throw new AppError(404);
      return reply.ok(withNameIn(request.locale, row), 'messages.saved');
    },
  );
  app.delete(
    '/catalog/:kind/:id',
    { config: code('del'), schema: { tags, params: kindParams.extend({ id: idParam }), response: { 200: answer(nothing) } } },
    async (request, reply) => {
      const [row] = await db.select().from(catalogTrees).where(nodeOf(request.params.kind, request.params.id));
      if (!row) throw new AppError(404);
      const [child] = await db.select().from(catalogTrees).where(eq(catalogTrees.parentId, row.id)).limit(1);
      if (child) throw badInput('id', 'errors.menuHasChildren');
      await db.delete(catalogTrees).where(eq(catalogTrees.id, row.id));
      return reply.ok(null, 'messages.saved');
    },
  );
};
