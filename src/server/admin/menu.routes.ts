import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id, idParam } from '../../shared/schemas/input.schema.ts';
import { MENU_TYPE, menuEntry, type MenuEntry, type MenuNode } from '../../shared/schemas/auth.schema.ts';
import { menuBody } from '../../shared/schemas/org.schema.ts';
import type { Db } from '../db/database.ts';
import { menus, roleMenus, userRoles } from '../db/schema.ts';
import { splitCodes, type Access } from '../lib/access.ts';
import { AppError, badInput } from '../lib/app-error.ts';
import { refuseTaken } from '../lib/unique-value.ts';
import { assertMayWriteCodes } from '../lib/grant.policy.ts';
import { translate } from '../lib/translate.ts';
import { treeOf } from '../lib/tree.ts';
import type { Locale } from '../../shared/i18n/languages.ts';
import { menuNode, userMenu } from '../../shared/schemas/admin.schema.ts';
import { answer, nothing } from '../../shared/schemas/answer.schema.ts';
import type { RouteContext } from '../lib/route-context.ts';

export const menuRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  /** Spec §3 Button permission entries the user holds: href, menuId, name, permission, type. */
  app.get('/menu/button', { config: { access: 'passwordChange' }, schema: { tags: ['menu'] } }, async (request, reply) => {
    const visible = await visibleMenus(db, request.auth!, request.locale);
    const buttons = visible
      .filter((menu) => menu.permission)
      .map((menu) => ({ href: menu.href, menuId: menu.menuId, name: menu.name, permission: menu.permission!, type: menu.type }));
    return reply.ok(buttons);
  });

  /** The sidebar: the user's menus as a list and as a tree (spec §7 "menu list (returns list and tree)"). */
  app.get(
    '/menu/userMenu',
    { config: { access: 'passwordChange' }, schema: { tags: ['menu'], response: { 200: answer(userMenu) } } },
    async (request, reply) => {
      const list = (await visibleMenus(db, request.auth!, request.locale)).filter((menu) => menu.type !== MENU_TYPE.button);
      return reply.ok({ list, tree: toTree(list) });
    },
  );

  const tags = ['menu'];
  const all = async (locale: Locale) => (await db.select().from(menus).orderBy(asc(menus.sort), asc(menus.id))).map((row) => toEntry(row, locale));
  const MANAGE = { permission: ['menu:list', 'role:update'] };
  app.get('/menu', { config: MANAGE, schema: { tags, querystring: z.object({ name: z.string().trim().max(60).optional() }) } }, async (request, reply) => {
    const name = request.query.name?.toLowerCase();
    return reply.ok((await all(request.locale)).filter((menu) => !name || menu.name.toLowerCase().includes(name) || menu.code.includes(name)));
  });
  /** The whole tree with button entries: the authority-config picker and the menu screen. */
  app.get('/menu/tree', { config: MANAGE, schema: { tags, response: { 200: answer(z.array(menuNode)) } } }, async (request, reply) =>
    reply.ok(toTree(await all(request.locale))),
  );
  app.get('/menu/listTop', { config: MANAGE, schema: { tags } }, async (request, reply) =>
    reply.ok((await all(request.locale)).filter((menu) => menu.parentId === null)),
  );
  app.get(
    '/menu/listByName',
    { config: MANAGE, schema: { tags, querystring: z.object({ name: z.string().trim().max(60).default('') }) } },
    async (request, reply) => {
      const name = request.query.name.toLowerCase();
      return reply.ok((await all(request.locale)).filter((menu) => menu.name.toLowerCase().includes(name)));
    },
  );
  app.get('/menu/:id', { config: MANAGE, schema: { tags, params: idParams } }, async (request, reply) => {
    const [row] = await db.select().from(menus).where(eq(menus.id, request.params.id));
    if (!row) throw new AppError(404);
    return reply.ok(toEntry(row, request.locale));
  });
  app.post(
    '/menu',
    { config: { permission: 'menu:add' }, schema: { tags, body: menuBody, response: { 200: answer(menuEntry.loose()) } } },
    async (request, reply) => {
      const { menuId: _ignored, ...values } = request.body;
      await assertMayWriteCodes(db, request.auth!, splitCodes(values.permission ?? null));
      await refuseBadPlacement(db, values.code, values.parentId);
      const [row] = await db
        .insert(menus)
        .values({ ...values, permission: values.permission || null, i18nKey: null })
        .returning();
      return reply.ok(toEntry(row, request.locale), 'messages.created');
    },
  );
  app.put(
    '/menu',
    { config: { permission: 'menu:update' }, schema: { tags, body: menuBody.extend({ menuId: id }), response: { 200: answer(menuEntry.loose()) } } },
    async (request, reply) => {
      const { menuId, ...values } = request.body;
      const [current] = await db.select().from(menus).where(eq(menus.id, menuId));
      if (!current) throw new AppError(404);
      await assertMayWriteCodes(db, request.auth!, [...splitCodes(current.permission), ...splitCodes(values.permission ?? null)]);
      await refuseBadPlacement(db, values.code, values.parentId, menuId);
      // A renamed menu shows its new name rather than the translated default.
      const i18nKey = values.name === current.name ? current.i18nKey : null;
      const [row] = await db
        .update(menus)
        .set({ ...values, permission: values.permission || null, i18nKey })
        .where(eq(menus.id, menuId))
        .returning();
      return reply.ok(toEntry(row, request.locale), 'messages.saved');
    },
  );
  /** Deleting a menu removes its buttons and grants with it; a menu with child pages must be emptied first. */
  app.delete(
    '/menu/:id',
    { config: { permission: 'menu:del' }, schema: { tags, params: idParams, response: { 200: answer(nothing) } } },
    async (request, reply) => {
      const children = await db.select().from(menus).where(eq(menus.parentId, request.params.id));
      if (children.some((child) => child.type !== MENU_TYPE.button)) throw badInput('id', 'errors.menuHasChildren');
      const [menu] = await db.select({ permission: menus.permission }).from(menus).where(eq(menus.id, request.params.id));
      await assertMayWriteCodes(
        db,
        request.auth!,
        [menu, ...children].flatMap((row) => splitCodes(row?.permission ?? null)),
      );
      await db.transaction(async (tx) => {
        if (children.length)
          await tx.delete(menus).where(
            inArray(
              menus.id,
              children.map((child) => child.id),
            ),
          );
        await tx.delete(menus).where(eq(menus.id, request.params.id));
      });
      return reply.ok(null, 'messages.saved');
    },
  );
};

const idParams = z.object({ id: idParam });

async function refuseBadPlacement(db: Db, code: string, parentId: number | null, menuId?: number) {
  await refuseTaken(db, { id: menus.id, field: 'code', holding: eq(menus.code, code), except: menuId });
  if (parentId === null) return;
  const byId = new Map((await db.select({ id: menus.id, parentId: menus.parentId }).from(menus)).map((row) => [row.id, row.parentId]));
  if (!byId.has(parentId)) throw badInput('parentId', 'errors.404');
  for (let id: number | null | undefined = parentId; id; id = byId.get(id)) {
    if (id === menuId) throw badInput('parentId', 'errors.menuCycle');
  }
}

/**
 * The menus a user sees: all for admin; otherwise those granted to their roles, plus pages that need no
 * permission code, plus the directories above them.
 */
export async function visibleMenus(db: Db, access: Access, locale: Locale): Promise<MenuEntry[]> {
  const all = (await db.select().from(menus).orderBy(asc(menus.sort), asc(menus.id))).map((row) => toEntry(row, locale));
  if (access.isAdmin) return all;
  const roleIds = (await db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, access.user.id))).map((row) => row.roleId);
  const granted = new Set(
    roleIds.length === 0
      ? []
      : (await db.select({ menuId: roleMenus.menuId }).from(roleMenus).where(inArray(roleMenus.roleId, roleIds))).map((row) => row.menuId),
  );
  const byId = new Map(all.map((menu) => [menu.menuId, menu]));
  const keep = new Set<number>();
  for (const menu of all) {
    const open = menu.type === MENU_TYPE.page && !menu.permission;
    if (!granted.has(menu.menuId) && !open) continue;
    for (let node: MenuEntry | undefined = menu; node && !keep.has(node.menuId); node = node.parentId ? byId.get(node.parentId) : undefined) {
      keep.add(node.menuId);
    }
  }
  return all.filter((menu) => keep.has(menu.menuId) && (menu.type !== MENU_TYPE.directory || hasChild(all, menu, keep)));
}

const hasChild = (all: MenuEntry[], directory: MenuEntry, keep: Set<number>) => all.some((menu) => menu.parentId === directory.menuId && keep.has(menu.menuId));

/** A menu as answered, titled in the reader's language: the client has the modules' texts only with their screens. */
function toEntry(row: typeof menus.$inferSelect, locale: Locale): MenuEntry {
  const { id, ...rest } = row;
  const translated = row.i18nKey && translate(locale, row.i18nKey);
  return { menuId: id, ...rest, title: translated && translated !== row.i18nKey ? translated : row.name };
}

export const toTree = (list: MenuEntry[]): MenuNode[] => treeOf(list, (menu) => menu.menuId);
