import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MODULES } from '../../modules/index.ts';
import { menuCode } from '../../modules/module.types.ts';
import { tableLayoutBody, type TableLayoutBody } from '../../shared/schemas/engine.schema.ts';
import { menus, tableLayouts } from '../db/schema.ts';
import { moduleTitle } from './field-labels.ts';
import { checkLayout, descriptorLayout, layoutId, menuIdOf, writeLayout } from '../engine/layout.routes.ts';
import { listSettingDetail, listSettingRow, listSettingSource } from '../../shared/schemas/admin.schema.ts';
import { answer } from '../../shared/schemas/answer.schema.ts';
import type { RouteContext } from '../lib/route-context.ts';
import { moduleOf, moduleSettingRoute } from './module-path.ts';

const tags = ['list settings'];

type Header = TableLayoutBody['tableHeaderSet'][number];
const isLocked = (column: Header) => column.fix === true || (column.fixed !== undefined && column.fixed !== false);

/**
 * List settings (spec §1): the default table layout of every module's menu — the one the admin saved for all
 * users (isDefault 1), else the descriptor's — viewed, edited and reset to the descriptor's here, under its own
 * permission codes rather than from inside each list.
 */
export const listSettingsRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  app.get(
    '/listSetting',
    { config: { permission: 'listSetting:list' }, schema: { tags, response: { 200: answer(z.array(listSettingRow)) } } },
    async (request, reply) => {
      const menuRows = await db
        .select({ id: menus.id, code: menus.code })
        .from(menus)
        .where(inArray(menus.code, MODULES.map(menuCode)));
      const menuIds = new Map(menuRows.map((row) => [row.code, row.id]));
      const defaults = await db.select().from(tableLayouts).where(eq(tableLayouts.isDefault, 1));
      const personal = await db
        .select({ menuId: tableLayouts.menuId, n: count() })
        .from(tableLayouts)
        .where(eq(tableLayouts.isDefault, 0))
        .groupBy(tableLayouts.menuId);
      const rows = MODULES.flatMap((descriptor) => {
        const menuId = menuIds.get(menuCode(descriptor));
        if (menuId === undefined) return [];
        const saved = defaults.find((row) => row.menuId === menuId);
        const header = (saved?.tableHeaderSet ?? descriptorLayout(descriptor, request.locale).tableHeaderSet) as Header[];
        return [
          {
            module: descriptor.key,
            menuId,
            area: descriptor.area,
            title: moduleTitle(request.locale, descriptor),
            source: saved ? ('default' as const) : ('descriptor' as const),
            visibleColumns: header.filter((column) => column.visible !== false).length,
            columns: header.length,
            lockedColumns: header.filter(isLocked).length,
            istable: saved?.istable ?? 1,
            personalLayouts: Number(personal.find((row) => row.menuId === menuId)?.n ?? 0),
            createName: saved?.createName ?? null,
            createDate: saved?.createDate ?? null,
          },
        ];
      });
      return reply.ok(rows);
    },
  );

  /** The default layout of one menu, and the descriptor's beside it for comparison. */
  app.get('/listSetting/:module', moduleSettingRoute(tags, 'listSetting:list', { response: { 200: answer(listSettingDetail) } }), async (request, reply) => {
    const descriptor = moduleOf(request.params.module);
    const menuId = await menuIdOf(db, descriptor);
    const [saved] = await db
      .select()
      .from(tableLayouts)
      .where(eq(tableLayouts.id, layoutId(menuId, 'default')));
    const fallback = descriptorLayout(descriptor, request.locale);
    return reply.ok({
      module: descriptor.key,
      menuId,
      title: moduleTitle(request.locale, descriptor),
      source: saved ? 'default' : 'descriptor',
      layout: saved
        ? {
            isDefault: 1,
            tableSet: saved.tableSet,
            tableHeaderSet: saved.tableHeaderSet,
            istable: saved.istable,
            tableHeight: saved.tableHeight ?? undefined,
          }
        : { ...fallback, isDefault: 1 },
      descriptorLayout: fallback,
      createName: saved?.createName ?? null,
      createDate: saved?.createDate ?? null,
    });
  });

  /** Saves the default for all users; the same checks as a list's own save (known columns, at most three locked). */
  app.put(
    '/listSetting/:module',
    moduleSettingRoute(tags, 'listSetting:update', { body: tableLayoutBody, response: { 200: answer(listSettingSource) } }),
    async (request, reply) => {
      const descriptor = moduleOf(request.params.module);
      const layout = { ...request.body, isDefault: 1 as const };
      checkLayout(descriptor, layout);
      await writeLayout(db, descriptor, request.auth!, request.locale, layout);
      return reply.ok({ module: descriptor.key, source: 'default' }, 'messages.saved');
    },
  );

  /** Back to the descriptor's layout; users' personal layouts stay. */
  app.delete('/listSetting/:module', moduleSettingRoute(tags, 'listSetting:del', { response: { 200: answer(listSettingSource) } }), async (request, reply) => {
    const descriptor = moduleOf(request.params.module);
    const menuId = await menuIdOf(db, descriptor);
    await db.delete(tableLayouts).where(and(eq(tableLayouts.id, layoutId(menuId, 'default')), eq(tableLayouts.isDefault, 1)));
    return reply.ok({ module: descriptor.key, source: 'descriptor' }, 'messages.saved');
  });
};
