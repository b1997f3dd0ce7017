import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { findModule, MODULES } from '../../modules/index.ts';
import type { ModuleDescriptor } from '../../modules/module.types.ts';
import { bigIdParam } from '../../shared/schemas/input.schema.ts';
import type { Db } from '../db/database.ts';
import { processInstances } from '../db/schema.ts';
import type { Access } from '../lib/access.ts';
import { AppError } from '../lib/app-error.ts';
import { readableDocument } from '../engine/document-access.policy.ts';

/** What the workflow routes share: the modules that run approvals, and the document or process a call names. */
export const approvalModuleKeys = MODULES.filter((descriptor) => descriptor.lifecycle && descriptor.flow).map((descriptor) => descriptor.key) as [
  string,
  ...string[],
];
/** With them, the modules without a flow moved by their recordings alone (an IT bug), whose documents answer their actions too. */
export const movedModuleKeys = MODULES.filter((descriptor) => descriptor.lifecycle && (descriptor.flow || descriptor.capabilities.recordings?.length)).map(
  (descriptor) => descriptor.key,
) as [string, ...string[]];
export const recordParams = z.object({ module: z.enum(movedModuleKeys), id: bigIdParam });
export const instanceQuery = z.object({ processInstanceId: bigIdParam, type: z.string().max(20).optional() });
/** A module key the route's schema has checked. */
export const descriptorOf = (key: string): ModuleDescriptor => findModule(key)!;

/** A process whose document the user may read (document-access.policy.ts); no such process is 1009. */
export async function readableInstance(db: Db, access: Access, instanceId: number) {
  const [instance] = await db.select().from(processInstances).where(eq(processInstances.id, instanceId));
  if (!instance) throw new AppError(1009, 'workflow.notStarted');
  await readableDocument(db, access, descriptorOf(instance.module), instance.recordId);
  return instance;
}
