import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { findModule } from '../../modules/index.ts';
import type { ModuleDescriptor } from '../../modules/module.types.ts';
import type { Db } from '../db/database.ts';
import { circulations, notifications, records, users } from '../db/schema.ts';
import type { Access } from '../lib/access.ts';
import { AppError, badInput } from '../lib/app-error.ts';
import { readableDocument } from '../engine/document-access.policy.ts';

/** The members of the common groups named, as the circulation's `groups` register keeps them. */
async function groupMembers(db: Db, descriptor: ModuleDescriptor, groupIds: readonly number[]): Promise<number[]> {
  const groups = descriptor.capabilities.circulation!.groups;
  if (groupIds.length === 0) return [];
  if (!groups) throw badInput('groups', 'engine.invalidPick');
  const rows = await db
    .select({ data: records.data })
    .from(records)
    .where(and(eq(records.module, findModule(groups.module)!.key), inArray(records.id, [...groupIds]), isNull(records.deletedAt)));
  if (rows.length < new Set(groupIds).size) throw badInput('groups', 'engine.invalidPick');
  return rows.flatMap((row) => (Array.isArray(row.data[groups.members]) ? (row.data[groups.members] as unknown[]).map(Number) : []));
}

/** The read receipts of a document: every reader it was sent to, read or not, in the order sent. */
export async function receiptsOf(db: Db, access: Access, descriptor: ModuleDescriptor, recordId: number) {
  await readableDocument(db, access, descriptor, recordId);
  const rows = await db
    .select({ userId: circulations.readerId, name: users.name, sentBy: circulations.sentBy, sentAt: circulations.sentAt, readAt: circulations.readAt })
    .from(circulations)
    .innerJoin(users, eq(users.id, circulations.readerId))
    .where(and(eq(circulations.module, descriptor.key), eq(circulations.recordId, recordId)))
    .orderBy(asc(circulations.id));
  return {
    read: rows.filter((row) => row.readAt !== null).map((row) => ({ ...row, read: true })),
    unread: rows.filter((row) => row.readAt === null).map((row) => ({ ...row, read: false })),
  };
}

/**
 * Circulates a document (descriptor `circulation`) to users and the members of common groups: whoever holds the
 * permission and may read it, in one of the statuses. Each new reader gets a notice linking to it; a reader sent to
 * again keeps their row (and receipt); the sender, sending to themself, has read it already and gets no notice.
 */
export async function circulate(db: Db, access: Access, descriptor: ModuleDescriptor, recordId: number, input: { users: number[]; groups: number[] }) {
  const rule = descriptor.capabilities.circulation!;
  return db.transaction(async (tx) => {
    const record = await readableDocument(tx, access, descriptor, recordId);
    if (!access.isAdmin && !access.permissions.has(`${descriptor.permission}:${rule.permission}`)) throw new AppError(4031);
    if (!rule.statuses.includes(record.status)) throw new AppError(1010, 'documents.circulateNotNow');
    const wanted = [...new Set([...input.users, ...(await groupMembers(tx, descriptor, input.groups))])];
    if (wanted.length === 0) throw badInput('users', 'documents.circulateNobody');
    const active = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, wanted), eq(users.enabled, true)));
    if (active.length < input.users.length) throw badInput('users', 'engine.invalidPick');
    const me = access.user.id;
    const added = await tx
      .insert(circulations)
      .values(active.map((user) => ({ module: descriptor.key, recordId, readerId: user.id, sentBy: me, readAt: user.id === me ? new Date() : null })))
      .onConflictDoNothing()
      .returning({ readerId: circulations.readerId });
    const notified = added.filter((row) => row.readerId !== me);
    if (notified.length)
      await tx.insert(notifications).values(
        notified.map((row) => ({
          userId: row.readerId,
          type: 4,
          content: JSON.stringify({
            id: 'documents.notify.circulated',
            values: { sender: access.user.name, title: String(record.data.title ?? ''), serialNo: record.serialNo },
          }),
          link: `/${descriptor.area}/${descriptor.key}/view?id=${recordId}`,
        })),
      );
    return { added: added.length };
  });
}
