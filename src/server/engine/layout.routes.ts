import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { defaultColumns, isRecordListColumn, listableFields, RECORD_LIST_COLUMNS } from '../../modules/derive.ts';
import { findModule } from '../../modules/index.ts';
import { menuCode, type ModuleDescriptor } from '../../modules/module.types.ts';
import type { Locale, MessageId } from '../../shared/i18n/locales.ts';
import { answer } from '../../shared/schemas/answer.schema.ts';
import { formOverride, MAX_LOCKED_COLUMNS, tableLayout, tableLayoutBody, webPageBody, type TableLayoutBody } from '../../shared/schemas/engine.schema.ts';
import { bigIdParam, pageIndex, pageLimit } from '../../shared/schemas/input.schema.ts';
import type { Db } from '../db/database.ts';
import { menus, offices, tableLayouts, webPages } from '../db/schema.ts';
import type { Access } from '../lib/access.ts';
import { AppError, badInput } from '../lib/app-error.ts';
import { translate } from '../lib/translate.ts';
import type { RouteContext } from '../lib/route-context.ts';
import { fieldLabel, moduleTitle } from './field-labels.ts';
import { moduleParams } from './module-path.ts';
import { essentialFields, formOverrideRow, overrideConfig } from './form-override.ts';
import { checkFormOverride } from '../../modules/form-override.ts';

/** Changing form and list configuration is an administrator's task; the code can be granted like any other. */
export const WEB_PAGE_PERMISSION = 'webPage:save';
/** The layout code gives (DESIGN.md §3): the descriptor's default columns (src/modules/derive.ts), labelled. */
export function descriptorLayout(descriptor: ModuleDescriptor, locale: Locale): TableLayoutBody {
  return {
    isDefault: 0,
    istable: 1,
    tableSet: { title: moduleTitle(locale, descriptor), isSearch: true, border: true, isExport: true, isHighSearch: true },
    tableHeaderSet: defaultColumns(descriptor).map((column) => ({
      ...column,
      label: isRecordListColumn(column.prop) ? translate(locale, `engine.columns.${column.prop}`) : fieldLabel(locale, descriptor, column.prop),
    })),
  };
}

/** Spec §5: columns name the module's fields or record columns; at most three are locked. */
export function checkLayout(descriptor: ModuleDescriptor, layout: TableLayoutBody) {
  const props = new Set<string>([...RECORD_LIST_COLUMNS, ...listableFields(descriptor).map((field) => field.key)]);
  layout.tableHeaderSet.forEach((column, index) => {
    if (!props.has(column.prop)) throw badInput(`tableHeaderSet.${index}.prop`, 'engine.unknownField');
  });
  const locked = layout.tableHeaderSet.filter((column) => column.fix === true || (column.fixed !== undefined && column.fixed !== false));
  if (locked.length > MAX_LOCKED_COLUMNS) throw badInput('tableHeaderSet', 'engine.tooManyLocked');
}

export async function menuIdOf(db: Db, descriptor: ModuleDescriptor): Promise<number> {
  const [row] = await db
    .select({ id: menus.id })
    .from(menus)
    .where(eq(menus.code, menuCode(descriptor)));
  if (!row) throw new AppError(404);
  return row.id;
}

export const layoutId = (menuId: number, access: Access | 'default') => `${menuId}_${access === 'default' ? 'default' : access.user.id}`;

/** Saves a layout as `access`'s own, or as the default for all users when it says isDefault 1. */
export async function writeLayout(db: Db, descriptor: ModuleDescriptor, access: Access, locale: Locale, layout: TableLayoutBody) {
  const menuId = await menuIdOf(db, descriptor);
  const [office] = access.user.officeId ? await db.select({ name: offices.name }).from(offices).where(eq(offices.id, access.user.officeId)) : [];
  const [company] = access.user.companyId ? await db.select({ name: offices.name }).from(offices).where(eq(offices.id, access.user.companyId)) : [];
  const values = {
    id: layoutId(menuId, layout.isDefault === 1 ? 'default' : access),
    menuId,
    moduleId: descriptor.key,
    moduleName: moduleTitle(locale, descriptor),
    userId: layout.isDefault === 1 ? null : access.user.id,
    isDefault: layout.isDefault,
    createName: access.user.name,
    officeId: access.user.officeId,
    officeName: office?.name ?? null,
    branchId: access.user.companyId,
    companyName: company?.name ?? null,
    tableSet: layout.tableSet,
    tableHeaderSet: layout.tableHeaderSet,
    istable: layout.istable,
    tableHeight: layout.tableHeight ?? null,
    createDate: new Date(),
  };
  await db.insert(tableLayouts).values(values).onConflictDoUpdate({ target: tableLayouts.id, set: values });
}

/** Spec §3 Table-layout settings and the web-page records (/mongo/web/*) that override form and list configuration. */
export const layoutRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  const tags = ['module engine'];
  const list = { engine: { action: 'list' as const, requireCode: true } };

  const effective = async (descriptor: ModuleDescriptor, access: Access, locale: Locale) => {
    const menuId = await menuIdOf(db, descriptor);
    for (const [id, source] of [
      [layoutId(menuId, access), 'personal'],
      [layoutId(menuId, 'default'), 'default'],
    ] as const) {
      const [row] = await db.select().from(tableLayouts).where(eq(tableLayouts.id, id));
      if (row) return { ...row, createDate: row.createDate.toISOString(), source };
    }
    return {
      id: null,
      menuId,
      moduleId: descriptor.key,
      moduleName: moduleTitle(locale, descriptor),
      disable: 0,
      ...descriptorLayout(descriptor, locale),
      source: 'descriptor' as const,
    };
  };

  app.get('/m/:module/layout', { config: list, schema: { tags, params: moduleParams, response: { 200: answer(tableLayout) } } }, async (request, reply) =>
    reply.ok(await effective(findModule(request.params.module)!, request.auth!, request.locale)),
  );

  app.post(
    '/m/:module/layout',
    { config: list, schema: { tags, params: moduleParams, body: tableLayoutBody, response: { 200: answer(tableLayout) } } },
    async (request, reply) => {
      const descriptor = findModule(request.params.module)!;
      const access = request.auth!;
      const layout = request.body;
      // Spec §6: only admin saves the default for all users; everyone else saves a personal layout.
      if (layout.isDefault === 1 && !access.isAdmin) throw new AppError(4031, 'engine.defaultAdminOnly');
      checkLayout(descriptor, layout);
      await writeLayout(db, descriptor, access, request.locale, layout);
      return reply.ok(await effective(descriptor, access, request.locale), 'messages.saved');
    },
  );

  /** Restores the default: the personal layout is removed. */
  app.delete('/m/:module/layout', { config: list, schema: { tags, params: moduleParams, response: { 200: answer(tableLayout) } } }, async (request, reply) => {
    const descriptor = findModule(request.params.module)!;
    await db.delete(tableLayouts).where(eq(tableLayouts.id, layoutId(await menuIdOf(db, descriptor), request.auth!)));
    return reply.ok(await effective(descriptor, request.auth!, request.locale));
  });

  const webTags = ['web pages'];
  const pageQuery = z.object({
    moduleId: z.string().max(64).optional(),
    pageIndex,
    limit: pageLimit(100),
  });
  const findPage = async (query: z.infer<typeof pageQuery>) => {
    const where = query.moduleId ? eq(webPages.moduleId, query.moduleId) : undefined;
    const [list, [{ n }]] = await Promise.all([
      db
        .select()
        .from(webPages)
        .where(where)
        .orderBy(desc(webPages.updatedAt))
        .limit(query.limit)
        .offset((query.pageIndex - 1) * query.limit),
      db.select({ n: count() }).from(webPages).where(where),
    ]);
    return { list, total: Number(n) };
  };
  const byId = z.object({ id: bigIdParam });

  app.post('/mongo/web/findByPage', { schema: { tags: webTags, body: pageQuery } }, async (request, reply) => reply.ok(await findPage(request.body)));
  app.get('/mongo/web/queryPage', { schema: { tags: webTags, querystring: pageQuery } }, async (request, reply) => reply.ok(await findPage(request.query)));

  /**
   * Saves a form or list override; the server checks that it names the module's own fields only, and that a form
   * override loosens no essential field. A module has one form override: saving one replaces it.
   */
  app.post('/mongo/web/saveWeb', { config: { permission: WEB_PAGE_PERMISSION }, schema: { tags: webTags, body: webPageBody } }, async (request, reply) => {
    const body = request.body;
    const descriptor = findModule(body.moduleId);
    if (!descriptor) throw badInput('moduleId', 'engine.unknownField');
    if (body.kind === 'form') {
      const problem = checkFormOverride(descriptor, body.config, await essentialFields(db, descriptor));
      if (problem) throw badInput(problem.field, problem.messageId as MessageId);
    } else
      body.config.fields.forEach((field, index) => {
        if (!descriptor.fields.some((candidate) => candidate.key === field.key)) throw badInput(`config.fields.${index}.key`, 'engine.unknownField');
      });
    const values = { moduleId: body.moduleId, name: body.name, kind: body.kind, config: body.config, creatorId: request.auth!.user.id, updatedAt: new Date() };
    const row = await db.transaction(async (tx) => {
      const id = body.kind === 'form' ? (await formOverrideRow(tx, descriptor.key))?.id : body.id;
      const [saved] = id ? await tx.update(webPages).set(values).where(eq(webPages.id, id)).returning() : await tx.insert(webPages).values(values).returning();
      if (!saved) throw new AppError(404);
      if (body.kind === 'form')
        await tx.delete(webPages).where(and(eq(webPages.moduleId, descriptor.key), eq(webPages.kind, 'form'), ne(webPages.id, saved.id)));
      return saved;
    });
    return reply.ok(row, 'messages.saved');
  });

  /** The module's form override as the generic form and view apply it, with the fields it may not loosen. */
  app.get(
    '/m/:module/form',
    { config: { engine: { action: 'view', requireCode: false } }, schema: { tags, params: moduleParams, response: { 200: answer(formOverride) } } },
    async (request, reply) => {
      const descriptor = findModule(request.params.module)!;
      const [row, essential] = await Promise.all([formOverrideRow(db, descriptor.key), essentialFields(db, descriptor)]);
      const config = overrideConfig(row);
      return reply.ok({
        id: config ? row!.id : null,
        name: config ? row!.name : null,
        config: config ?? { fields: [] },
        updatedAt: config ? row!.updatedAt.toISOString() : null,
        essential: [...essential],
      });
    },
  );

  /** The one web page `where` finds, else 404. */
  const webPage = async (where: SQL | undefined) => {
    const [row] = await db.select().from(webPages).where(where);
    if (!row) throw new AppError(404);
    return row;
  };

  app.get('/mongo/web/findWebById', { schema: { tags: webTags, querystring: byId } }, async (request, reply) =>
    reply.ok(await webPage(eq(webPages.id, request.query.id))),
  );

  app.get(
    '/mongo/web/findWebByIdAndModuleId',
    { schema: { tags: webTags, querystring: byId.extend({ moduleId: z.string().max(64) }) } },
    async (request, reply) => reply.ok(await webPage(and(eq(webPages.id, request.query.id), eq(webPages.moduleId, request.query.moduleId)))),
  );

  app.get(
    '/mongo/web/delWeb',
    { config: { permission: WEB_PAGE_PERMISSION, changesData: true }, schema: { tags: webTags, querystring: byId } },
    async (request, reply) => {
      await db.delete(webPages).where(eq(webPages.id, request.query.id));
      return reply.ok(null);
    },
  );
};
