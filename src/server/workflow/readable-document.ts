import { and, eq, sql } from 'drizzle-orm';
import type { ModuleDescriptor } from '../../modules/module.types.ts';
import type { Db } from '../db/database.ts';
import { records } from '../db/schema.ts';
import type { Access } from '../lib/access.ts';
import { AppError } from '../lib/app-error.ts';
import { canRead } from '../engine/record-scope.policy.ts';
import { isParticipant } from './workflow.service.ts';

/**
 * A document the user may read for the flow chart and the replay: within their data scope (or an administrator's),
 * or one they approve or were copied on. Anything else does not exist for them (404), as in the module's own view.
 */
export async function readableDocument(db: Db, access: Access, descriptor: ModuleDescriptor, recordId: number) {
  const [record] = await db
    .select()
    .from(records)
    .where(and(eq(records.id, recordId), eq(records.module, descriptor.key), sql`${records.deletedAt} is null`));
  if (!record) throw new AppError(404);
  if (access.isAdmin || canRead(access, descriptor, record) || (await isParticipant(db, access.user.id, recordId))) return { descriptor, record };
  throw new AppError(404);
}
