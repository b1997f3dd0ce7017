import type { CurrentUser } from '../../shared/schemas/auth.schema.ts';

/**
 * Spec §2 Route guard: `meta.permission` is indexed by the query value `pt` (default 0); each entry lists
 * codes, and holding any one of them is enough. The user named admin holds everything. The client only hides
 * what the server would refuse; the server checks again on every call.
 */
export type PermissionMeta = readonly (string | readonly string[])[];

export function hasPermission(user: Pick<CurrentUser, 'isAdmin' | 'permissions'> | null, codes: string | readonly string[]): boolean {
  if (!user) return false;
  if (user.isAdmin) return true;
  const list = typeof codes === 'string' ? [codes] : codes;
  return list.length === 0 || list.some((code) => user.permissions.includes(code));
}

export function routeAllowed(user: Pick<CurrentUser, 'isAdmin' | 'permissions'> | null, permission: PermissionMeta | undefined, search: string): boolean {
  if (!permission || permission.length === 0) return true;
  const pt = Number(new URLSearchParams(search).get('pt') ?? 0);
  const entry = permission[Number.isInteger(pt) && pt >= 0 && pt < permission.length ? pt : 0];
  return hasPermission(user, entry ?? []);
}
