import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import type { MessageId } from '../../shared/i18n/locales.ts';
import { answer, nothing } from '../../shared/schemas/answer.schema.ts';
import { id, idParam } from '../../shared/schemas/input.schema.ts';
import type { Db } from '../db/database.ts';
import type { Access } from '../lib/access.ts';
import { AppError, badInput } from '../lib/app-error.ts';
import { assertMayChangeGroup } from '../lib/grant.policy.ts';
import { refuseTaken } from '../lib/unique-value.ts';
import { storedNames, withNameIn } from '../lib/translated-names.ts';
import type { TranslatedNames } from '../../../flows/index.ts';

/** What every group users hold has: a unique code, and whether it is in use. */
type GroupValues = { code: string; enabled: boolean; nameEn?: string; nameEs?: string };
/** A group as stored: named in Chinese and, when given, in the other languages. */
type StoredGroup = GroupValues & { name: string; names?: TranslatedNames | null };
type GroupSchema = z.ZodObject & ZodType<GroupValues & { id?: number }>;
type Values<Schema extends GroupSchema> = Omit<z.infer<Schema>, 'id'> & GroupValues;

/** Who holds a group: the membership table's user column, by its group column. */
export type Holding = { table: PgTable; user: PgColumn; group: PgColumn };

export async function holdersOf(db: Pick<Db, 'select'>, holding: Holding, groupId: number): Promise<number[]> {
  return (await db.select({ id: holding.user }).from(holding.table).where(eq(holding.group, groupId))).map((row) => row.id as number);
}

/**
 * A group users hold (a role, a post) under `/<name>`: listed to its administrators and to whoever picks groups for
 * a user, created and changed with a code no other group has (renaming or disabling one is a change to every holder's
 * account), and deleted only while nobody holds it. Permission codes `<name>:list|add|update|del`.
 */
export type UserGroup<Schema extends GroupSchema> = {
  name: string;
  table: PgTable;
  id: PgColumn;
  code: PgColumn;
  holding: Holding;
  body: Schema;
  row: ZodType;
  orderBy: (PgColumn | SQL)[];
  /** Refused while someone holds the group. */
  inUse: MessageId;
  /** Throws unless the caller may shape this group (a new one has no id; a deleted one no values). */
  assertMayShape?: (access: Access, change: { id?: number; values?: Values<Schema> }) => Promise<void>;
};

const idParams = z.object({ id: idParam });

export function registerUserGroup<Schema extends GroupSchema>(app: FastifyInstance, db: Db, group: UserGroup<Schema>) {
  type Body = Values<Schema>;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = [group.name];
  const permission = (action: string) => ({ permission: `${group.name}:${action}` });
  const mayShape = async (access: Access, change: { id?: number; values?: Body }) => group.assertMayShape?.(access, change);
  const refuseTakenCode = (values: GroupValues, except?: number) =>
    refuseTaken(db, { id: group.id, field: 'code', holding: eq(group.code, values.code), except });

  api.get(
    `/${group.name}`,
    { config: { permission: [`${group.name}:list`, 'user:add', 'user:update'] }, schema: { tags, response: { 200: answer(z.array(group.row)) } } },
    async (request, reply) =>
      reply.ok(
        (
          (await db
            .select()
            .from(group.table)
            .orderBy(...group.orderBy)) as StoredGroup[]
        ).map((row) => withNameIn(request.locale, row)),
      ),
  );
  api.post(
    `/${group.name}`,
    { config: permission('add'), schema: { tags, body: group.body, response: { 200: answer(group.row) } } },
    async (request, reply) => {
      const { id: _ignored, ...rest } = request.body as z.infer<Schema>;
      const values = rest as Body;
      await mayShape(request.auth!, { values });
      await refuseTakenCode(values);
      const [row] = (await db
        .insert(group.table)
        .values(storedNames(values) as never)
        .returning()) as StoredGroup[];
      return reply.ok(withNameIn(request.locale, row!), 'messages.created');
    },
  );
  api.put(
    `/${group.name}`,
    { config: permission('update'), schema: { tags, body: group.body.extend({ id }), response: { 200: answer(group.row) } } },
    async (request, reply) => {
      const { id, ...rest } = request.body as z.infer<Schema> & { id: number };
      const values = rest as Body;
      await mayShape(request.auth!, { id, values });
      const [current] = (await db.select().from(group.table).where(eq(group.id, id))) as GroupValues[];
      if (!current) throw new AppError(404);
      await assertMayChangeGroup(db, request.auth!, { from: current, to: values, holders: () => holdersOf(db, group.holding, id) });
      await refuseTakenCode(values, id);
      const [row] = (await db
        .update(group.table)
        .set(storedNames(values) as never)
        .where(eq(group.id, id))
        .returning()) as StoredGroup[];
      if (!row) throw new AppError(404);
      return reply.ok(withNameIn(request.locale, row), 'messages.saved');
    },
  );
  api.delete(
    `/${group.name}/:id`,
    { config: permission('del'), schema: { tags, params: idParams, response: { 200: answer(nothing) } } },
    async (request, reply) => {
      const [holder] = await db.select({ userId: group.holding.user }).from(group.holding.table).where(eq(group.holding.group, request.params.id)).limit(1);
      if (holder) throw badInput('id', group.inUse);
      await mayShape(request.auth!, { id: request.params.id });
      await db.delete(group.table).where(eq(group.id, request.params.id));
      return reply.ok(null, 'messages.saved');
    },
  );
}
