import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { menus, offices, roleMenus, roles, userRoles, users } from '../db/schema.ts';

/** Spec §3 data scope: 1 own company and below, 2 own company, 3 own department and below, 4 personal only, 5 all. */
export type DataScope = 1 | 2 | 3 | 4 | 5;
/** From the widest to the narrowest: a user with several roles gets the widest of their scopes. */
const SCOPE_WIDTH: readonly DataScope[] = [5, 1, 2, 3, 4];

export type Access = {
  user: {
    id: number;
    loginName: string;
    name: string;
    officeId: number | null;
    companyId: number | null;
    officePath: string | null;
    companyPath: string | null;
    remarks: boolean;
  };
  /** Spec §6: the user named admin holds every route and permission. */
  isAdmin: boolean;
  roleCodes: string[];
  permissions: ReadonlySet<string>;
  dataScope: DataScope;
};

export const ADMIN_LOGIN_NAME = 'admin';

/** Reads what a user may do now: roles, permission codes and data scope take effect on the next request. */
export async function loadAccess(db: Db, userId: number): Promise<Access | null> {
  const [user] = await db
    .select({
      id: users.id,
      loginName: users.loginName,
      name: users.name,
      officeId: users.officeId,
      companyId: users.companyId,
      remarks: users.remarks,
      officePath: sql<string | null>`(select path from ${offices} where id = ${users.officeId})`,
      companyPath: sql<string | null>`(select path from ${offices} where id = ${users.companyId})`,
    })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.enabled, true)));
  if (!user) return null;
  const isAdmin = user.loginName === ADMIN_LOGIN_NAME;
  const userRoleRows = await db
    .select({ id: roles.id, code: roles.code, dataScope: roles.dataScope })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(roles.enabled, true)));
  const roleIds = userRoleRows.map((role) => role.id);
  const permissionRows = isAdmin
    ? await db.selectDistinct({ permission: menus.permission }).from(menus).where(isNotNull(menus.permission))
    : roleIds.length === 0
      ? []
      : await db
          .selectDistinct({ permission: menus.permission })
          .from(roleMenus)
          .innerJoin(menus, eq(menus.id, roleMenus.menuId))
          .where(and(inArray(roleMenus.roleId, roleIds), isNotNull(menus.permission)));
  const permissions = new Set(permissionRows.flatMap((row) => splitCodes(row.permission)));
  const scopes = userRoleRows.map((role) => role.dataScope as DataScope);
  const dataScope = isAdmin ? 5 : (SCOPE_WIDTH.find((scope) => scopes.includes(scope)) ?? 4);
  return { user, isAdmin, roleCodes: userRoleRows.map((role) => role.code), permissions, dataScope };
}

/** A menu's permission field may hold several codes separated by commas. */
export const splitCodes = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
