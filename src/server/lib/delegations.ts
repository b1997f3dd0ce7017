import { and, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { delegations } from '../db/schema.ts';

/** The day delegations are checked against: a delegation is in force from its first to its last day, both included. */
export const delegationDay = () => new Date().toISOString().slice(0, 10);

/** Users the actor may act for today: themself and everyone who delegated their approvals to them. */
export async function actingFor(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ fromUserId: delegations.fromUserId })
    .from(delegations)
    .where(
      and(
        eq(delegations.toUserId, userId),
        eq(delegations.enabled, true),
        lte(delegations.startsOn, delegationDay()),
        gte(delegations.endsOn, delegationDay()),
      ),
    );
  return [userId, ...rows.map((row) => row.fromUserId)];
}
