import { and, asc, eq, ilike, inArray, like, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id, idParam } from '../../shared/schemas/input.schema.ts';
import { officeBody, pageQuery } from '../../shared/schemas/org.schema.ts';
import type { Db } from '../db/database.ts';
import { offices, users } from '../db/schema.ts';
import { AppError, badInput } from '../lib/app-error.ts';
import { refuseTaken } from '../lib/unique-value.ts';
import { assertMayShapeOffice } from '../lib/grant.policy.ts';
import { pageOf } from '../lib/paging.ts';
import { insertTreeNode, pathUnder, treeOf, type TreeNode } from '../lib/tree.ts';
import { officeChoice, officeNode } from '../../shared/schemas/admin.schema.ts';
import { answer } from '../../shared/schemas/answer.schema.ts';
import type { RouteContext } from '../lib/route-context.ts';
import { companyOf, isCompany, type OfficeRow } from '../lib/offices.ts';

export type OfficeNode = TreeNode<OfficeRow & { label: string }>;

const idParams = z.object({ id: idParam });
const LIST = { permission: ['office:list', 'user:list', 'user:add', 'user:update'] };

/** Spec §7 Office calls. Reading the tree is open to every signed-in user (pickers need it); changing it needs office:* codes. */
export const officeRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  const all = (includeDisabled: boolean) =>
    db
      .select()
      .from(offices)
      .where(includeDisabled ? undefined : eq(offices.enabled, true))
      .orderBy(asc(offices.sort), asc(offices.id));
  const byId = async (id: number) => (await db.select().from(offices).where(eq(offices.id, id)))[0];
  const tags = ['office'];

  app.get('/office', { config: LIST, schema: { tags, querystring: pageQuery } }, async (request, reply) => {
    const rows = await all(true);
    const name = request.query.name?.toLowerCase();
    return reply.ok(name ? rows.filter((row) => row.name.toLowerCase().includes(name)) : rows);
  });
  app.get('/office/tree', { schema: { tags, response: { 200: answer(z.array(officeChoice)) } } }, async (_request, reply) =>
    reply.ok(toTree(await all(false))),
  );
  app.get('/office/alltree', { config: LIST, schema: { tags, response: { 200: answer(z.array(officeNode)) } } }, async (_request, reply) =>
    reply.ok(toTree(await all(true))),
  );
  app.get('/office/listTop', { schema: { tags } }, async (_request, reply) => reply.ok((await all(false)).filter((row) => row.parentId === null)));
  app.get('/office/listByName', { schema: { tags, querystring: z.object({ name: z.string().trim().max(60).default('') }) } }, async (request, reply) =>
    reply.ok(
      await db
        .select()
        .from(offices)
        .where(and(eq(offices.enabled, true), ilike(offices.name, `%${escapeLike(request.query.name)}%`)))
        .orderBy(asc(offices.sort)),
    ),
  );
  /** Companies only, as a tree (spec: stree, pComtree). */
  const companyTree = async () => toTree((await all(false)).filter((row) => isCompany(row)));
  app.get('/office/stree', { schema: { tags } }, async (_request, reply) => reply.ok(await companyTree()));
  app.get('/office/pComtree', { schema: { tags } }, async (_request, reply) => reply.ok(await companyTree()));
  app.get('/office/companylist', { schema: { tags } }, async (_request, reply) => reply.ok((await all(false)).filter((row) => isCompany(row))));
  app.get('/office/querAllCompany', { schema: { tags } }, async (_request, reply) => reply.ok((await all(false)).filter((row) => isCompany(row))));
  /** The tree below one office (spec: "Office tree selection takes a pid from the branch id"). */
  app.get('/office/ptree', { schema: { tags, querystring: z.object({ pid: idParam }) } }, async (request, reply) => {
    const root = await byId(request.query.pid);
    if (!root) throw new AppError(404);
    return reply.ok(toTree(await subtree(db, root.path)));
  });
  app.get('/office/queryOfficeTree', { schema: { tags } }, async (request, reply) => {
    const companyPath = request.auth!.user.companyPath;
    return reply.ok(toTree(companyPath ? await subtree(db, companyPath) : []));
  });
  /** The company an office belongs to: the nearest company at or above it. */
  app.get('/office/queryPCompany', { schema: { tags, querystring: z.object({ id: idParam }) } }, async (request, reply) => {
    const company = await companyOf(db, request.query.id);
    if (!company) throw new AppError(404);
    return reply.ok(company);
  });
  app.get('/office/getBranchCompany/:id', { schema: { tags, params: idParams } }, async (request, reply) => {
    const company = await companyOf(db, request.params.id);
    if (!company) throw new AppError(404);
    return reply.ok({ ...company, nameInfo: company.fullName });
  });
  app.get('/office/queryPTreeCompany', { schema: { tags, querystring: z.object({ id: idParam }) } }, async (request, reply) => {
    const company = await companyOf(db, request.query.id);
    if (!company) throw new AppError(404);
    return reply.ok(toTree((await subtree(db, company.path)).filter((row) => isCompany(row))));
  });
  app.get('/office/querySonCompanyList', { schema: { tags, querystring: z.object({ id: idParam }) } }, async (request, reply) => {
    const parent = await byId(request.query.id);
    if (!parent) throw new AppError(404);
    return reply.ok((await subtree(db, parent.path)).filter((row) => row.id !== parent.id && isCompany(row)));
  });
  app.get('/office/companyName', { schema: { tags } }, async (_request, reply) => {
    const [top] = (await all(false)).filter((row) => row.parentId === null);
    return reply.ok(top?.name ?? '');
  });
  app.get('/office/queryPageRule', { config: LIST, schema: { tags, querystring: pageQuery } }, async (request, reply) => {
    const where = request.query.name ? ilike(offices.name, `%${escapeLike(request.query.name)}%`) : undefined;
    return reply.ok(
      await pageOf(
        db,
        request.query,
        (limit, offset) => db.select().from(offices).where(where).orderBy(asc(offices.path)).limit(limit).offset(offset),
        offices,
        where,
      ),
    );
  });
  app.get('/office/:id', { schema: { tags, params: idParams } }, async (request, reply) => {
    const row = await byId(request.params.id);
    if (!row) throw new AppError(404);
    return reply.ok(row);
  });

  app.post(
    '/office',
    { config: { permission: 'office:add' }, schema: { tags, body: officeBody, response: { 200: answer(officeNode) } } },
    async (request, reply) => {
      const body = request.body;
      const created = await db.transaction(async (tx) => {
        const parent = body.parentId ? (await tx.select().from(offices).where(eq(offices.id, body.parentId)))[0] : undefined;
        if (body.parentId && !parent) throw badInput('parentId', 'errors.404');
        await assertMayShapeOffice(tx, request.auth!, { parent: parent ?? null, head: { from: null, to: body.headUserId ?? null } });
        await refuseTaken(tx, { id: offices.id, field: 'code', holding: eq(offices.code, body.code) });
        return insertTreeNode(tx, offices, officeValues(body, parent), parent);
      });
      return reply.ok(created, 'messages.created');
    },
  );

  /** Editing may move the office under another parent: its whole subtree moves with it. */
  app.put(
    '/office',
    { config: { permission: 'office:update' }, schema: { tags, body: officeBody.extend({ id }), response: { 200: answer(officeNode) } } },
    async (request, reply) => {
      const body = request.body;
      const updated = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(offices).where(eq(offices.id, body.id)).for('update');
        if (!current) throw new AppError(404);
        const parent = body.parentId ? (await tx.select().from(offices).where(eq(offices.id, body.parentId)))[0] : undefined;
        if (body.parentId && !parent) throw badInput('parentId', 'errors.404');
        if (parent && parent.path.startsWith(current.path)) throw badInput('parentId', 'errors.officeCycle');
        const moves = (parent?.id ?? null) !== current.parentId;
        await assertMayShapeOffice(tx, request.auth!, {
          office: current,
          parent: moves ? (parent ?? null) : undefined,
          head: { from: current.headUserId, to: body.headUserId ?? null },
        });
        if (body.code !== current.code) await refuseTaken(tx, { id: offices.id, field: 'code', holding: eq(offices.code, body.code) });
        const newPath = pathUnder(parent, current.id);
        if (newPath !== current.path) {
          await tx
            .update(offices)
            .set({ path: sql`${newPath} || substr(${offices.path}, ${current.path.length + 1})` })
            .where(like(offices.path, `${current.path}%`));
        }
        const [row] = await tx
          .update(offices)
          .set({ ...officeValues(body, parent), updatedAt: new Date() })
          .where(eq(offices.id, current.id))
          .returning();
        return row;
      });
      return reply.ok(updated, 'messages.saved');
    },
  );

  /** Enable (1) or disable (0) an office; disabling one with active people in its subtree is refused. */
  app.put(
    '/office/:id/:state',
    {
      config: { permission: ['office:update', 'office:del'] },
      schema: { tags, params: z.object({ id: idParam, state: z.enum(['0', '1']) }) },
    },
    async (request, reply) => {
      const office = await byId(request.params.id);
      if (!office) throw new AppError(404);
      await assertMayShapeOffice(db, request.auth!, { office, parent: undefined });
      const enabled = request.params.state === '1';
      if (!enabled) {
        const ids = (await subtree(db, office.path)).map((row) => row.id);
        const [{ n }] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(users)
          .where(and(inArray(users.officeId, ids), eq(users.enabled, true)));
        if (n > 0) throw badInput('id', 'errors.officeHasUsers', { n });
      }
      await db
        .update(offices)
        .set({ enabled, updatedAt: new Date() })
        .where(enabled ? eq(offices.id, office.id) : like(offices.path, `${office.path}%`));
      return reply.ok(null, 'messages.saved');
    },
  );
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function officeValues(body: z.infer<typeof officeBody>, parent: OfficeRow | undefined) {
  return {
    parentId: parent?.id ?? null,
    name: body.name,
    fullName: body.fullName || (body.officeType === 5 && parent ? `${parent.name}/${body.name}` : body.name),
    code: body.code,
    officeType: body.officeType,
    branchType: body.branchType ?? null,
    sort: body.sort,
    headUserId: body.headUserId ?? null,
  };
}

export async function subtree(db: Db, path: string): Promise<OfficeRow[]> {
  return db
    .select()
    .from(offices)
    .where(like(offices.path, `${path}%`))
    .orderBy(asc(offices.sort), asc(offices.id));
}

export const toTree = (rows: OfficeRow[]): OfficeNode[] =>
  treeOf(
    rows.map((row) => ({ ...row, label: row.name })),
    (row) => row.id,
  );
