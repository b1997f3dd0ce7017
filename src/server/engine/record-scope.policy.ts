import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ModuleAction, ModuleDescriptor } from '../../modules/module.types.ts';
import { offersAction, permissionCode } from '../../modules/module.types.ts';
import { hasProjectLeader } from '../../modules/capabilities/access.ts';
import { records } from '../db/schema.ts';
import type { Access, DataScope } from '../lib/access.ts';
import { AppError } from '../lib/app-error.ts';
import { dataScopeCondition } from '../lib/data-scope.ts';
import { hasAny } from '../plugins/session.plugin.ts';
import type { Privacy } from './search.compiler.ts';

/** What of a record decides who may see or change it. */
export type ScopedRecord = { creatorId: number; projectLeaderId: number | null; officePath: string; companyId: number | null };

/**
 * Spec §3 data scope 5 is "all (query only)": such a user reads every record but writes as if their scope were
 * 1 (own company and below). The admin writes everywhere (spec §6: the user named admin holds every right).
 */
const writeScope = (access: Access): DataScope => (access.dataScope === 5 && !access.isAdmin ? 1 : access.dataScope);

/** Spec §6 second rule: the creator, or the project leader when the module's type code is 16, keeps the element. */
export function isOwner(access: Access, descriptor: ModuleDescriptor, record: ScopedRecord): boolean {
  if (record.creatorId === access.user.id) return true;
  return hasProjectLeader(descriptor) && record.projectLeaderId === access.user.id;
}

function within(access: Access, scope: DataScope, record: ScopedRecord): boolean {
  const { user } = access;
  switch (scope) {
    case 5:
      return true;
    case 1:
      return Boolean(user.companyPath) && record.officePath.startsWith(user.companyPath!);
    case 2:
      return user.companyId !== null && record.companyId === user.companyId;
    case 3:
      return Boolean(user.officePath) && record.officePath.startsWith(user.officePath!);
    case 4:
      return record.creatorId === user.id;
  }
}

export const canRead = (access: Access, descriptor: ModuleDescriptor, record: ScopedRecord) =>
  descriptor.capabilities.access?.readByAll === true || isOwner(access, descriptor, record) || within(access, access.dataScope, record);

/**
 * Descriptor `access.private`: a register everyone reads keeps some fields for its own people (the person the record
 * is about, its owner, readers whose data scope holds it); anyone else gets the record without them.
 */
export function withoutPrivate<T extends object>(
  access: Access,
  descriptor: ModuleDescriptor,
  record: ScopedRecord & { data: Record<string, unknown> },
  shown: T,
): T {
  const { private: hidden, person } = descriptor.capabilities.access ?? {};
  if (!hidden?.length) return shown;
  if (isOwner(access, descriptor, record) || within(access, access.dataScope, record)) return shown;
  if (person && Number(record.data[person]) === access.user.id) return shown;
  return Object.fromEntries(Object.entries(shown).filter(([key]) => !hidden.includes(key))) as T;
}

/** The reader's condition for reading a register's private fields (as `withoutPrivate`), for list queries; none when they read them all. */
export function privacyOf(access: Access, descriptor: ModuleDescriptor): Privacy | undefined {
  const { private: fields, person } = descriptor.capabilities.access ?? {};
  if (!fields?.length) return undefined;
  const scoped = dataScopeCondition(access, { officePath: records.officePath, companyId: records.companyId, ownerId: records.creatorId });
  if (!scoped) return undefined;
  const readable = or(scoped, ownCondition(access, descriptor), person ? sql`${records.data} ->> ${person} = ${String(access.user.id)}` : undefined)!;
  return { fields, readable };
}

export const canWrite = (access: Access, descriptor: ModuleDescriptor, record: ScopedRecord) =>
  access.isAdmin || isOwner(access, descriptor, record) || within(access, writeScope(access), record);

/** The columns of `records` a scope reads, under the table's own name or another (an alias). */
export type RecordColumns = Record<'id' | 'officePath' | 'companyId' | 'creatorId' | 'projectLeaderId' | 'deletedAt', AnyPgColumn>;

/**
 * The read scope as a SQL condition on `records` (lib/data-scope.ts), widened by spec §6's owner rule; `table` is
 * another name of `records` in a query that joins it more than once.
 */
export function readScopeCondition(access: Access, descriptor: ModuleDescriptor, table: RecordColumns = records): SQL | undefined {
  if (descriptor.capabilities.access?.readByAll) return undefined;
  const scoped = dataScopeCondition(access, { officePath: table.officePath, companyId: table.companyId, ownerId: table.creatorId });
  if (!scoped) return undefined;
  return or(scoped, ownCondition(access, descriptor, table));
}

/** Spec §6's owner as a SQL condition: the creator, or the project leader of a type-16 module (`isOwner`). */
export const ownCondition = (access: Access, descriptor: ModuleDescriptor, table: RecordColumns = records): SQL =>
  hasProjectLeader(descriptor) ? or(eq(table.creatorId, access.user.id), eq(table.projectLeaderId, access.user.id))! : eq(table.creatorId, access.user.id);

export const holds = (access: Access, descriptor: ModuleDescriptor, action: ModuleAction) =>
  offersAction(descriptor, action) && hasAny(access, permissionCode(descriptor, action));

/**
 * Checks a change to one record (reading is document-access.policy.ts): a record outside the user's data scope does
 * not exist for them (404); one they lack the code for (and do not own), or may not write, is refused with 4031.
 */
export function assertRecordAccess(access: Access, descriptor: ModuleDescriptor, record: ScopedRecord, action: 'update' | 'del') {
  if (!canRead(access, descriptor, record)) throw new AppError(404);
  if (!offersAction(descriptor, action)) throw new AppError(4031);
  if (!isOwner(access, descriptor, record) && !holds(access, descriptor, action)) throw new AppError(4031);
  if (!canWrite(access, descriptor, record)) throw new AppError(4031);
}
