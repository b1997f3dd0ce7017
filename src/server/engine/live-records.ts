import { and, eq, inArray, isNull } from 'drizzle-orm';
import { records } from '../db/schema.ts';

/** A module's records that are not deleted and stand in one of `statuses`. */
export const liveRecordsIn = (moduleKey: string, statuses: readonly number[]) =>
  and(eq(records.module, moduleKey), isNull(records.deletedAt), inArray(records.status, [...statuses]));
