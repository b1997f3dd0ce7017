import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import { answer, nothing } from '../../shared/schemas/answer.schema.ts';
import { idParam } from '../../shared/schemas/input.schema.ts';
import type { Locale } from '../../shared/i18n/languages.ts';
import type { Db } from '../db/database.ts';
import type { Access } from './access.ts';
import { AppError } from './app-error.ts';
import { refuseTaken } from './unique-value.ts';

/**
 * One configuration table administered through list / get / create / update / delete under `path`, each call
 * guarded by `<permission>:list|add|update|del`. Configuration screens that are plain tables share this
 * instead of five hand-written routes each.
 */
export type ConfigTable<Body> = {
  path: string;
  tag: string;
  table: PgTable;
  id: PgColumn;
  permission: string;
  body: ZodType<Body>;
  /** A row as the calls answer it (src/shared/schemas/admin.schema.ts). */
  row: ZodType;
  orderBy: (PgColumn | SQL)[];
  /** A column that must be unique, and the body field that carries it. */
  unique?: { column: PgColumn; field: keyof Body & string };
  /** Checks and turns the body into column values (e.g. sanitising rich text); throws badInput to refuse. */
  prepare?: (body: Body, db: Db, access: Access) => Promise<Record<string, unknown>> | Record<string, unknown>;
  /** Who may list without the list code (e.g. every signed-in user reads release notes). */
  openList?: boolean;
  /** A row as the reader sees it (e.g. texts the code declares, in the reader's language); else as stored. */
  shown?: (row: Record<string, unknown>, locale: Locale) => Record<string, unknown>;
};

const idParams = z.object({ id: idParam });

export function registerConfigTable<Body extends object>(app: FastifyInstance, db: Db, config: ConfigTable<Body>) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = [config.tag];
  const code = (action: string): FastifyContextConfig => ({ permission: `${config.permission}:${action}` });
  const listAccess: FastifyContextConfig = config.openList ? {} : code('list');
  const values = async (body: Body, access: Access) => (config.prepare ? await config.prepare(body, db, access) : { ...body });
  const one = { 200: answer(config.row) };
  const find = async (id: number) => (await db.select().from(config.table).where(eq(config.id, id)))[0];
  const shown = (row: Record<string, unknown>, locale: Locale) => (config.shown ? config.shown(row, locale) : row);

  async function refuseDuplicate(body: Body, exceptId?: number) {
    if (!config.unique) return;
    await refuseTaken(db, { id: config.id, field: config.unique.field, holding: eq(config.unique.column, body[config.unique.field]), except: exceptId });
  }

  api.get(config.path, { config: listAccess, schema: { tags, response: { 200: answer(z.array(config.row)) } } }, async (request, reply) =>
    reply.ok(
      (
        await db
          .select()
          .from(config.table)
          .orderBy(...config.orderBy)
      ).map((row) => shown(row, request.locale)),
    ),
  );
  api.get(`${config.path}/:id`, { config: listAccess, schema: { tags, params: idParams, response: one } }, async (request, reply) => {
    const row = await find(request.params.id);
    if (!row) throw new AppError(404);
    return reply.ok(shown(row, request.locale));
  });
  api.post(config.path, { config: code('add'), schema: { tags, body: config.body, response: one } }, async (request, reply) => {
    const body = request.body as Body;
    await refuseDuplicate(body);
    const [row] = await db
      .insert(config.table)
      .values((await values(body, request.auth!)) as never)
      .returning();
    return reply.ok(shown(row, request.locale), 'messages.created');
  });
  api.put(`${config.path}/:id`, { config: code('update'), schema: { tags, params: idParams, body: config.body, response: one } }, async (request, reply) => {
    const body = request.body as Body;
    if (!(await find(request.params.id))) throw new AppError(404);
    await refuseDuplicate(body, request.params.id);
    const [row] = await db
      .update(config.table)
      .set((await values(body, request.auth!)) as never)
      .where(eq(config.id, request.params.id))
      .returning();
    return reply.ok(shown(row, request.locale), 'messages.saved');
  });
  api.delete(`${config.path}/:id`, { config: code('del'), schema: { tags, params: idParams, response: { 200: answer(nothing) } } }, async (request, reply) => {
    const deleted = await db.delete(config.table).where(eq(config.id, request.params.id)).returning();
    if (deleted.length === 0) throw new AppError(404);
    return reply.ok(null, 'messages.saved');
  });
}
