import { sql } from 'drizzle-orm';
import { selectPrepared, type Db } from '../db/database.ts';

/** Spec §3 data scope: 1 own company and below, 2 own company, 3 own department and below, 4 personal only, 5 all. */
export type DataScope = 1 | 2 | 3 | 4 | 5;
/** From the widest to the narrowest: a user with several roles gets the widest of their scopes. */
export const SCOPE_WIDTH: readonly DataScope[] = [5, 1, 2, 3, 4];

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

type AccessRow = {
  id: number;
  login_name: string;
  name: string;
  office_id: number | null;
  company_id: number | null;
  remarks: boolean;
  office_path: string | null;
  company_path: string | null;
  roles: { code: string; scope: number }[];
  permissions: string[] | null;
  session_id: string | null;
  session_touched_ms: number | null;
  session_expires_ms: number | null;
  remember_me: boolean | null;
};

/** A session's access, with how long ago its expiry last slid and how long it has left (ms, by the database's clock). */
export type SessionAccess = Access & { sessionId: string; sessionTouchedMs: number; sessionExpiresInMs: number; rememberMe: boolean };

/**
 * What a user may do now, read in one query. Sessions keep it until access may have changed (lib/session-cache.ts),
 * so role, permission and data-scope changes hold from the next request. The user is found by id, or through a live
 * session's token hash.
 */
async function queryAccess(db: Db, by: { userId: number } | { tokenHash: string }) {
  const viaSession = 'tokenHash' in by;
  const [row] = await selectPrepared<AccessRow>(
    db,
    sql`
    select u.id, u.login_name, u.name, u.office_id, u.company_id, u.remarks, o.path as office_path, c.path as company_path,
      ${viaSession ? sql`s.id::text` : sql`null::text`} as session_id,
      ${viaSession ? sql`(extract(epoch from now() - s.last_seen_at) * 1000)::float8` : sql`null::float8`} as session_touched_ms,
      ${viaSession ? sql`(extract(epoch from s.expires_at - now()) * 1000)::float8` : sql`null::float8`} as session_expires_ms,
      ${viaSession ? sql`s.remember_me` : sql`null::boolean`} as remember_me,
      coalesce((select json_agg(json_build_object('code', r.code, 'scope', r.data_scope))
        from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id and r.enabled), '[]'::json) as roles,
      (select array_agg(distinct m.permission) from menus m where m.permission is not null and (
        u.login_name = ${ADMIN_LOGIN_NAME} or exists (select 1 from role_menus rm join user_roles ur on ur.role_id = rm.role_id
          join roles r on r.id = ur.role_id where rm.menu_id = m.id and ur.user_id = u.id and r.enabled))) as permissions
    from ${viaSession ? sql`sessions s join users u on u.id = s.user_id` : sql`users u`}
      left join offices o on o.id = u.office_id left join offices c on c.id = u.company_id
    where u.enabled and ${viaSession ? sql`s.token_hash = ${by.tokenHash} and s.expires_at > now()` : sql`u.id = ${by.userId}`}
    limit 1`,
  );
  if (!row) return null;
  const isAdmin = row.login_name === ADMIN_LOGIN_NAME;
  const scopes = row.roles.map((role) => role.scope as DataScope);
  const access: Access = {
    user: {
      id: row.id,
      loginName: row.login_name,
      name: row.name,
      officeId: row.office_id,
      companyId: row.company_id,
      officePath: row.office_path,
      companyPath: row.company_path,
      remarks: row.remarks,
    },
    isAdmin,
    roleCodes: row.roles.map((role) => role.code),
    permissions: new Set((row.permissions ?? []).flatMap((value) => splitCodes(value))),
    dataScope: isAdmin ? 5 : (SCOPE_WIDTH.find((scope) => scopes.includes(scope)) ?? 4),
  };
  return { access, row };
}

export async function loadAccess(db: Db, userId: number): Promise<Access | null> {
  return (await queryAccess(db, { userId }))?.access ?? null;
}

/** The live session whose secret hashes to `tokenHash`, with its user's access. */
export async function loadSessionAccess(db: Db, tokenHash: string): Promise<SessionAccess | null> {
  const found = await queryAccess(db, { tokenHash });
  if (!found?.row.session_id) return null;
  return {
    ...found.access,
    sessionId: found.row.session_id,
    sessionTouchedMs: found.row.session_touched_ms ?? 0,
    sessionExpiresInMs: found.row.session_expires_ms ?? 0,
    rememberMe: found.row.remember_me ?? false,
  };
}

/** A menu's permission field may hold several codes separated by commas. */
export const splitCodes = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
