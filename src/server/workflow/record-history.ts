import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import { recordHistory, users } from '../db/schema.ts';

const principal = alias(users, 'principal');

/**
 * A document's transitions, oldest first: the event, from → to status, who acted and on whose behalf, the step,
 * the opinion, when, and the document as it was after the step (flow tracing and the auditors' replay).
 */
export const transitionsOf = (db: Db, recordId: number) =>
  db
    .select({
      id: recordHistory.id,
      event: recordHistory.event,
      fromStatus: recordHistory.fromStatus,
      toStatus: recordHistory.toStatus,
      actorId: recordHistory.actorId,
      actorName: users.name,
      onBehalfOf: recordHistory.onBehalfOf,
      onBehalfOfName: principal.name,
      nodeName: recordHistory.nodeName,
      opinion: recordHistory.opinion,
      at: recordHistory.at,
      instanceId: recordHistory.instanceId,
      snapshot: recordHistory.snapshot,
    })
    .from(recordHistory)
    .innerJoin(users, eq(users.id, recordHistory.actorId))
    .leftJoin(principal, eq(principal.id, recordHistory.onBehalfOf))
    .where(eq(recordHistory.recordId, recordId))
    .orderBy(asc(recordHistory.id));
