import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { recordHistory, records } from '../db/schema.ts';

/** A record moved outside a task's approval: who moved it, by which event, and what the history row adds. */
export type RecordMove = {
  record: { id: number; module: string; serialNo: string; status: number };
  /** The status the lifecycle moved the record from (the record's own, unless it moved earlier in the transaction). */
  from?: number;
  to: number;
  data: Record<string, unknown>;
  event: string;
  actorId: number | null;
  instanceId?: number | null;
  opinion?: string | null;
};

/**
 * Writes a move the lifecycle machine allowed (a sub-flow started or dropped, an event recorded, a signing's effect
 * on another record): the status and the data, and the history row with the record as it now stands, together in
 * the caller's transaction.
 */
export async function writeMove(tx: Db, move: RecordMove) {
  const { record, to, data } = move;
  await tx
    .update(records)
    .set({ status: to, data, version: sql`${records.version} + 1`, updatedAt: new Date() })
    .where(eq(records.id, record.id));
  await tx.insert(recordHistory).values({
    recordId: record.id,
    module: record.module,
    instanceId: move.instanceId ?? null,
    event: move.event,
    fromStatus: move.from ?? record.status,
    toStatus: to,
    actorId: move.actorId,
    opinion: move.opinion ?? null,
    snapshot: { ...data, status: to, serialNo: record.serialNo },
  });
}
