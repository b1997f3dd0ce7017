import { inArray, sql } from 'drizzle-orm';
import { selectRows, type Db } from '../db/database.ts';
import { menus } from '../db/schema.ts';
import { ADMIN_LOGIN_NAME, SCOPE_WIDTH, splitCodes, type Access, type DataScope } from './access.ts';
import { AppError } from './app-error.ts';
import { officeWithinReach } from './data-scope.ts';

/**
 * Delegated administration: nobody grants rights they do not hold, and nobody changes the account, role, menu or
 * office of someone who holds rights they do not hold (the admin account included). Rights are the menus (pages and
 * buttons, with their permission codes) a set of roles grants, and the widest data scope among them. Every route
 * that hands out or takes away rights asks this policy; refusals are 4031.
 */
export type Rights = {
  /** The admin account holds every right there is. */
  all: boolean;
  menuIds: ReadonlySet<number>;
  codes: ReadonlySet<string>;
  /** Index in SCOPE_WIDTH: 0 is the widest (all data); SCOPE_WIDTH.length when no role grants a scope. */
  scopeWidth: number;
};

const NO_SCOPE = SCOPE_WIDTH.length;
const widthOf = (scope: number) => {
  const index = SCOPE_WIDTH.indexOf(scope as DataScope);
  return index < 0 ? NO_SCOPE : index;
};

export type GrantRefusal = 'errors.grantBeyondOwn' | 'errors.accountBeyondOwn' | 'errors.ownRights' | 'errors.roleBeyondOwn' | 'errors.menuBeyondOwn';
const refuse = (messageId: GrantRefusal) => new AppError(4031, messageId);

type RightsRow = { menu_ids: number[] | null; codes: string[] | null; widest: number | null };

/** The union of what the roles that pass `roleFilter` grant. */
async function rightsWhere(db: Db, roleFilter: ReturnType<typeof sql>, isAdmin = false): Promise<Rights> {
  if (isAdmin) return { all: true, menuIds: new Set(), codes: new Set(), scopeWidth: 0 };
  const [row] = await selectRows<RightsRow>(
    db,
    sql`with granted as (select r.id, r.data_scope from roles r where ${roleFilter})
      select (select array_agg(distinct rm.menu_id) from role_menus rm where rm.role_id in (select id from granted)) as menu_ids,
        (select array_agg(distinct m.permission) from role_menus rm join menus m on m.id = rm.menu_id
          where rm.role_id in (select id from granted) and m.permission is not null) as codes,
        (select min(array_position(array[${sql.raw(SCOPE_WIDTH.join(', '))}], g.data_scope::int)) - 1 from granted g) as widest`,
  );
  return {
    all: false,
    menuIds: new Set((row?.menu_ids ?? []).map(Number)),
    codes: new Set((row?.codes ?? []).flatMap((value) => splitCodes(value))),
    scopeWidth: row?.widest ?? NO_SCOPE,
  };
}

/** What the caller holds now: the enabled roles of their account, or everything for the admin account. */
export function rightsOfCaller(db: Db, access: Access): Promise<Rights> {
  return rightsWhere(db, sql`r.enabled and r.id in (select role_id from user_roles where user_id = ${access.user.id})`, access.isAdmin);
}

/** What an account holds, counting its disabled roles too. */
async function rightsOfAccount(db: Db, userId: number): Promise<Rights> {
  const [user] = await selectRows<{ login_name: string }>(db, sql`select login_name from users where id = ${userId}`);
  return rightsWhere(db, sql`r.id in (select role_id from user_roles where user_id = ${userId})`, user?.login_name === ADMIN_LOGIN_NAME);
}

export function rightsOfRoles(db: Db, roleIds: readonly number[]): Promise<Rights> {
  return rightsWhere(
    db,
    roleIds.length
      ? sql`r.id in (${sql.join(
          [...new Set(roleIds)].map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql`false`,
  );
}

/** Whether `holder` holds every right of `wanted`. */
export function covers(holder: Rights, wanted: Rights): boolean {
  if (holder.all) return true;
  if (wanted.all) return false;
  if (wanted.scopeWidth < holder.scopeWidth) return false;
  for (const id of wanted.menuIds) if (!holder.menuIds.has(id)) return false;
  for (const code of wanted.codes) if (!holder.codes.has(code)) return false;
  return true;
}

/** Handing these roles to anyone (a new account, an edited one): the caller must hold everything they grant. */
export async function assertMayGrantRoles(db: Db, access: Access, roleIds: readonly number[]) {
  if (access.isAdmin || roleIds.length === 0) return;
  if (!covers(await rightsOfCaller(db, access), await rightsOfRoles(db, roleIds))) throw refuse('errors.grantBeyondOwn');
}

/**
 * Changing who an account is or what it may do (roles, posts, password, login name, enabled): never one's own
 * through administration, and never an account holding a right the caller does not hold.
 */
export async function assertMayManageAccount(db: Db, access: Access, userId: number) {
  if (userId === access.user.id) throw refuse('errors.ownRights');
  if (access.isAdmin) return;
  if (!covers(await rightsOfCaller(db, access), await rightsOfAccount(db, userId))) throw refuse('errors.accountBeyondOwn');
}

/**
 * Editing, deleting or granting menus to a role: the caller must hold what the role grants now and what it will
 * grant afterwards (menus by id, and its data scope).
 */
export async function assertMayShapeRole(db: Db, access: Access, change: { roleId?: number; menuIds?: readonly number[]; dataScope?: number }) {
  if (access.isAdmin) return;
  const own = await rightsOfCaller(db, access);
  if (change.roleId !== undefined && !covers(own, await rightsOfRoles(db, [change.roleId]))) throw refuse('errors.roleBeyondOwn');
  const wanted: Rights = {
    all: false,
    menuIds: new Set(change.menuIds ?? []),
    codes: new Set(change.menuIds?.length ? await codesOfMenus(db, change.menuIds) : []),
    scopeWidth: change.dataScope === undefined ? NO_SCOPE : widthOf(change.dataScope),
  };
  if (!covers(own, wanted)) throw refuse('errors.grantBeyondOwn');
}

/** Writing a menu's permission codes (or changing a menu that carries some): only codes the caller holds. */
export async function assertMayWriteCodes(db: Db, access: Access, codes: readonly string[]) {
  if (access.isAdmin || codes.length === 0) return;
  const own = await rightsOfCaller(db, access);
  if (codes.some((code) => !own.codes.has(code))) throw refuse('errors.menuBeyondOwn');
}

async function codesOfMenus(db: Db, menuIds: readonly number[]): Promise<string[]> {
  const rows = await db
    .select({ permission: menus.permission })
    .from(menus)
    .where(inArray(menus.id, [...menuIds]));
  return rows.flatMap((row) => splitCodes(row.permission));
}

type OfficePlace = { id: number; path: string };

/**
 * Offices carry rights: their place decides whose data a scope reaches, and their head approves as department
 * head. The caller changes only offices within their own reach, places them only there, and names or replaces a
 * head only among the accounts they may manage.
 */
export async function assertMayShapeOffice(
  db: Db,
  access: Access,
  change: { office?: OfficePlace; parent: OfficePlace | null | undefined; head?: { from: number | null; to: number | null } },
) {
  if (access.isAdmin) return;
  const places = [change.office, change.parent].filter((place): place is OfficePlace => Boolean(place));
  if (places.some((place) => !officeWithinReach(access, place.path, place.id))) throw new AppError(4031, 'errors.outOfScope');
  if (change.parent === null && access.dataScope !== 5) throw new AppError(4031, 'errors.outOfScope');
  if (change.head && change.head.from !== change.head.to) {
    for (const userId of [change.head.from, change.head.to]) if (userId !== null) await assertMayManageAccount(db, access, userId);
  }
}

/**
 * A role's or post's code is what the flows name it by (approver rules), and its status decides whether it counts:
 * changing either changes what every holder may do, so each holder must be an account the caller may manage.
 * `holders` is read only when the code or status changes.
 */
export async function assertMayChangeGroup(
  db: Db,
  access: Access,
  change: { from: { code: string; enabled: boolean }; to: { code: string; enabled: boolean }; holders: () => Promise<number[]> },
) {
  if (change.from.code === change.to.code && change.from.enabled === change.to.enabled) return;
  await assertMayChangeHolders(db, access, await change.holders());
}

/** Joining or leaving a group (a post's holders): each account concerned must be one the caller may manage. */
export async function assertMayChangeHolders(db: Db, access: Access, holderIds: readonly number[]) {
  for (const userId of new Set(holderIds)) await assertMayManageAccount(db, access, userId);
}
