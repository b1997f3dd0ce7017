import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ModuleDescriptor } from '../../modules/module.types.ts';
import type { Db } from '../db/database.ts';
import { circulations, notifications } from '../db/schema.ts';

/**
 * The reader's receipt: the first time a reader a document was circulated to opens it (reading the record or
 * this call), it is marked read, with their notices linking to it. Anyone else: nothing to mark.
 */
export async function markRead(db: Db, descriptor: ModuleDescriptor, recordId: number, userId: number) {
  const marked = await db
    .update(circulations)
    .set({ readAt: new Date() })
    .where(and(eq(circulations.module, descriptor.key), eq(circulations.recordId, recordId), eq(circulations.readerId, userId), isNull(circulations.readAt)))
    .returning({ id: circulations.id });
  if (marked.length)
    await db
      .update(notifications)
      .set({ isRead: true })
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.link, `/${descriptor.area}/${descriptor.key}/view?id=${recordId}`),
          sql`not ${notifications.isRead}`,
        ),
      );
  return marked.length > 0;
}
