import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MENU_TYPE, type MenuEntry, type MenuNode } from '../../shared/schemas/auth.schema.ts';
import type { Db } from '../db/database.ts';
import { menus, roleMenus, userRoles } from '../db/schema.ts';
import type { Access } from '../lib/access.ts';
import type { RouteContext } from './context.ts';

export const menuRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  /** Spec §3 Button permission entries the user holds: href, menuId, name, permission, type. */
  app.get('/menu/button', { config: { access: 'passwordChange' }, schema: { tags: ['menu'] } }, async (request, reply) => {
    const visible = await visibleMenus(db, request.auth!);
    const buttons = visible
      .filter((menu) => menu.permission)
      .map((menu) => ({ href: menu.href, menuId: menu.menuId, name: menu.name, permission: menu.permission!, type: menu.type }));
    return reply.ok(buttons);
  });

  /** The sidebar: the user's menus as a list and as a tree (spec §7 "menu list (returns list and tree)"). */
  app.get('/menu/userMenu', { config: { access: 'passwordChange' }, schema: { tags: ['menu'] } }, async (request, reply) => {
    const list = (await visibleMenus(db, request.auth!)).filter((menu) => menu.type !== MENU_TYPE.button);
    return reply.ok({ list, tree: toTree(list) });
  });
};

/**
 * The menus a user sees: all for admin; otherwise those granted to their roles, plus pages that need no
 * permission code, plus the directories above them.
 */
export async function visibleMenus(db: Db, access: Access): Promise<MenuEntry[]> {
  const all = (await db.select().from(menus).orderBy(asc(menus.sort), asc(menus.id))).map(toEntry);
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

function toEntry(row: typeof menus.$inferSelect): MenuEntry {
  const { id, ...rest } = row;
  return { menuId: id, ...rest };
}

export function toTree(list: MenuEntry[]): MenuNode[] {
  const nodes = new Map<number, MenuNode>(list.map((menu) => [menu.menuId, { ...menu, children: [] }]));
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
