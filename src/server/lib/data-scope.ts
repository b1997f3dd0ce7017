import { sql, type Column, type SQL } from 'drizzle-orm';
import type { Access } from './access.ts';

/** Where a row's owner sits: its office path ('/1/6/7/'), its company id and its owner's user id. */
export type ScopeColumns = { officePath: Column | SQL; companyId: Column | SQL; ownerId: Column | SQL };

/**
 * Spec §3 data scope as a SQL condition: 1 own company and below, 2 own company, 3 own department and below,
 * 4 personal only, 5 all. Undefined means no restriction.
 */
export function dataScopeCondition(access: Access, columns: ScopeColumns): SQL | undefined {
  const { user } = access;
  switch (access.dataScope) {
    case 5:
      return undefined;
    case 1:
      return user.companyPath ? sql`${columns.officePath} like ${`${user.companyPath}%`}` : sql`false`;
    case 2:
      return user.companyId ? sql`${columns.companyId} = ${user.companyId}` : sql`false`;
    case 3:
      return user.officePath ? sql`${columns.officePath} like ${`${user.officePath}%`}` : sql`false`;
    case 4:
      return sql`${columns.ownerId} = ${user.id}`;
  }
}

/** The same rule in words, for the permission simulator and for refusals. */
export const DATA_SCOPE_MESSAGE_IDS = {
  1: 'dict.dataScope.1',
  2: 'dict.dataScope.2',
  3: 'dict.dataScope.3',
  4: 'dict.dataScope.4',
  5: 'dict.dataScope.5',
} as const;

/** Whether an administrator may place people in an office, or change it: inside their company (scopes 1, 2), their department (3), their own office (4). */
export function officeWithinReach(access: Access, path: string, officeId: number): boolean {
  const { user } = access;
  switch (access.dataScope) {
    case 5:
      return true;
    case 1:
    case 2:
      return Boolean(user.companyPath && path.startsWith(user.companyPath));
    case 3:
      return Boolean(user.officePath && path.startsWith(user.officePath));
    case 4:
      return officeId === user.officeId;
  }
}
