import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dictClassBody, dictStatusBody, dictValueBody } from '../../shared/schemas/org.schema.ts';
import { idParam, pageIndex, pageLimit } from '../../shared/schemas/input.schema.ts';
import { dictClasses, dictValues } from '../db/schema.ts';
import { AppError, badInput } from '../lib/app-error.ts';
import { refuseTaken } from '../lib/unique-value.ts';
import { pageOf } from '../lib/paging.ts';
import { storedNames, withNameIn } from '../lib/translated-names.ts';
import type { Locale } from '../../shared/i18n/languages.ts';
import { dictionaryValueInUse } from '../lib/dictionary-usage.ts';
import { dictClass, dictLabel, dictValue } from '../../shared/schemas/admin.schema.ts';
import { answer, paged } from '../../shared/schemas/answer.schema.ts';
import { translate } from '../lib/translate.ts';
import type { RouteContext } from '../lib/route-context.ts';

const idParams = z.object({ id: idParam });
const keyParams = z.object({
  key: z
    .string()
    .max(60)
    .regex(/^[\w.]+$/),
});
const pageQuery = z.object({
  pageIndex,
  limit: pageLimit(500),
  name: z.string().trim().max(60).optional(),
});
const LIST = { permission: 'dictionarie:list' };

/** Spec §7 Dictionary calls: classes and values, each with a status. */
export const dictRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  const tags = ['dict'];
  const classById = async (id: number) => (await db.select().from(dictClasses).where(eq(dictClasses.id, id)))[0];
  const valueById = async (id: number) => (await db.select().from(dictValues).where(eq(dictValues.id, id)))[0];
  /**
   * Inserts a class or value, or with `current` updates that row; renamed words (`words` changed) replace the
   * translated default, so the row's i18nKey goes.
   */
  async function save<Table extends typeof dictClasses | typeof dictValues>(
    table: Table,
    values: Table['$inferInsert'],
    current: (Table['$inferSelect'] & { id: number; i18nKey: string | null }) | undefined,
    words: 'name' | 'label',
  ): Promise<{ row: Table['$inferSelect']; messageId: 'messages.saved' | 'messages.created' }> {
    if (!current) {
      const [created] = (await db
        .insert(table)
        .values(values as never)
        .returning()) as Table['$inferSelect'][];
      return { row: created, messageId: 'messages.created' };
    }
    const renamed = (values as Record<string, unknown>)[words] !== (current as Record<string, unknown>)[words];
    const [row] = (await db
      .update(table)
      .set({ ...values, i18nKey: renamed ? null : current.i18nKey } as never)
      .where(eq(table.id, current.id))
      .returning()) as Table['$inferSelect'][];
    return { row, messageId: 'messages.saved' };
  }
  const valuesOf = (classId: number, onlyEnabled: boolean) =>
    db
      .select()
      .from(dictValues)
      .where(and(eq(dictValues.classId, classId), onlyEnabled ? eq(dictValues.enabled, true) : undefined))
      .orderBy(asc(dictValues.sort), asc(dictValues.id));

  async function classPage(query: z.infer<typeof pageQuery>, locale: Locale) {
    const where = query.name ? sql`(${ilike(dictClasses.name, `%${query.name}%`)} or ${ilike(dictClasses.code, `%${query.name}%`)})` : undefined;
    return pageOf(
      db,
      query,
      async (limit, offset) =>
        (await db.select().from(dictClasses).where(where).orderBy(asc(dictClasses.sort), asc(dictClasses.id)).limit(limit).offset(offset)).map((row) =>
          withNameIn(locale, row),
        ),
      dictClasses,
      where,
    );
  }

  app.get('/dict/page', { config: LIST, schema: { tags, querystring: pageQuery, response: { 200: answer(paged(dictClass)) } } }, async (request, reply) =>
    reply.ok(await classPage(request.query, request.locale)),
  );
  app.get('/dict/dictPage', { config: LIST, schema: { tags, querystring: pageQuery } }, async (request, reply) =>
    reply.ok(await classPage(request.query, request.locale)),
  );
  app.get('/dict/:id', { config: LIST, schema: { tags, params: idParams } }, async (request, reply) => {
    const cls = await classById(request.params.id);
    if (!cls) throw new AppError(404);
    return reply.ok({ ...withNameIn(request.locale, cls), values: await valuesOf(cls.id, false) });
  });
  app.get('/dict/dictClass/:id', { config: LIST, schema: { tags, params: idParams } }, async (request, reply) => {
    const cls = await classById(request.params.id);
    if (!cls) throw new AppError(404);
    return reply.ok(withNameIn(request.locale, cls));
  });
  app.get(
    '/dict/valuePage/:id',
    { config: LIST, schema: { tags, params: idParams, querystring: pageQuery, response: { 200: answer(paged(dictValue)) } } },
    async (request, reply) => {
      const all = await valuesOf(request.params.id, false);
      const { pageIndex, limit } = request.query;
      return reply.ok({ list: all.slice((pageIndex - 1) * limit, pageIndex * limit), total: all.length, pageIndex, limit });
    },
  );
  for (const path of ['/dict/dictValue/:id', '/dict/valueInfo/:id']) {
    app.get(path, { config: LIST, schema: { tags, params: idParams } }, async (request, reply) => {
      const value = await valueById(request.params.id);
      if (!value) throw new AppError(404);
      return reply.ok(value);
    });
  }
  /** Every class with its values: the dictionary screen's tree. */
  app.post('/dict/dataTree', { config: LIST, schema: { tags } }, async (request, reply) => {
    const [classes, values] = await Promise.all([
      db.select().from(dictClasses).orderBy(asc(dictClasses.sort), asc(dictClasses.id)),
      db.select().from(dictValues).orderBy(asc(dictValues.sort), asc(dictValues.id)),
    ]);
    return reply.ok(classes.map((cls) => ({ ...withNameIn(request.locale, cls), children: values.filter((value) => value.classId === cls.id) })));
  });
  /** The enabled values of a dictionary, by its code: what forms and lists show. Open to every signed-in user. */
  const enabledValuesOf = async (key: string) => {
    const [cls] = await db
      .select()
      .from(dictClasses)
      .where(and(eq(dictClasses.code, key), eq(dictClasses.enabled, true)));
    if (!cls) throw new AppError(404);
    return valuesOf(cls.id, true);
  };
  app.get('/dict/getDictLabels/:key', { schema: { tags, params: keyParams, response: { 200: answer(z.array(dictLabel)) } } }, async (request, reply) =>
    reply.ok((await enabledValuesOf(request.params.key)).map((value) => ({ id: value.id, value: value.value, label: value.label, i18nKey: value.i18nKey }))),
  );
  /**
   * The same values as tree-picker nodes (spec §5 Tree picker): each labelled in the reader's language (a shipped
   * value by its catalogue id, one an administrator added by its own label), with no children, since dictionary
   * values are flat.
   */
  app.get(
    '/dict/getDictTreeLabels/:key',
    { schema: { tags, params: keyParams, response: { 200: answer(z.array(dictLabel.extend({ children: z.array(z.never()) }))) } } },
    async (request, reply) =>
      reply.ok(
        (await enabledValuesOf(request.params.key)).map((value) => {
          const shipped = value.i18nKey ? translate(request.locale, value.i18nKey) : null;
          const label = shipped && shipped !== value.i18nKey ? shipped : value.label;
          return { id: value.id, value: value.value, label, i18nKey: value.i18nKey, children: [] };
        }),
      ),
  );

  /** Creates a class, or updates it when the body carries an id (spec: POST /dict and POST /dict/dictClass). */
  for (const path of ['/dict', '/dict/dictClass']) {
    app.post(
      path,
      { config: { permission: ['dictionarie:add', 'dictionarie:update'] }, schema: { tags, body: dictClassBody, response: { 200: answer(dictClass) } } },
      async (request, reply) => {
        const { id, ...values } = request.body;
        await refuseTaken(db, { id: dictClasses.id, field: 'code', holding: eq(dictClasses.code, values.code), except: id });
        const current = id ? await classById(id) : undefined;
        if (id && !current) throw new AppError(404);
        const { row, messageId } = await save(dictClasses, storedNames(values), current, 'name');
        return reply.ok(withNameIn(request.locale, row), messageId);
      },
    );
  }
  app.post(
    '/dict/dictValue',
    { config: { permission: ['dictionarie:add', 'dictionarie:update'] }, schema: { tags, body: dictValueBody } },
    async (request, reply) => {
      const { id, ...values } = request.body;
      if (!(await classById(values.classId))) throw badInput('classId', 'errors.404');
      const holding = and(eq(dictValues.classId, values.classId), eq(dictValues.value, values.value));
      await refuseTaken(db, { id: dictValues.id, field: 'value', holding, except: id });
      const current = id ? await valueById(id) : undefined;
      if (id && !current) throw new AppError(404);
      if (current && current.value !== values.value && (await inUse(current))) throw badInput('value', 'errors.dictValueInUse');
      const { row, messageId } = await save(dictValues, values, current, 'label');
      return reply.ok(row, messageId);
    },
  );
  /** Enables or disables a value or a class (spec: PUT /dict/deleteValue, /dict/deleteClass). */
  for (const [path, table] of [
    ['/dict/deleteValue', dictValues],
    ['/dict/deleteClass', dictClasses],
  ] as const) {
    app.put(path, { config: { permission: ['dictionarie:update', 'dictionarie:del'] }, schema: { tags, body: dictStatusBody } }, async (request, reply) => {
      const [row] = await db.update(table).set({ enabled: request.body.enabled }).where(eq(table.id, request.body.id)).returning();
      if (!row) throw new AppError(404);
      return reply.ok(row, 'messages.saved');
    });
  }
  /** Deletes a value (`?kind=value`) or a class; what documents use can only be disabled. */
  app.delete(
    '/dict/:id',
    {
      config: { permission: 'dictionarie:del' },
      schema: { tags, params: idParams, querystring: z.object({ kind: z.enum(['class', 'value']).default('class') }) },
    },
    async (request, reply) => {
      if (request.query.kind === 'value') {
        const value = await valueById(request.params.id);
        if (!value) throw new AppError(404);
        if (await inUse(value)) throw badInput('id', 'errors.dictValueInUse');
        await db.delete(dictValues).where(eq(dictValues.id, value.id));
        return reply.ok(null, 'messages.saved');
      }
      const cls = await classById(request.params.id);
      if (!cls) throw new AppError(404);
      for (const value of await valuesOf(cls.id, false)) {
        if (await inUse(value)) throw badInput('id', 'errors.dictValueInUse');
      }
      await db.delete(dictClasses).where(eq(dictClasses.id, cls.id));
      return reply.ok(null, 'messages.saved');
    },
  );

  async function inUse(value: typeof dictValues.$inferSelect): Promise<boolean> {
    const [cls] = await db.select({ code: dictClasses.code }).from(dictClasses).where(eq(dictClasses.id, value.classId));
    return dictionaryValueInUse(db, cls.code, value.value);
  }
};
