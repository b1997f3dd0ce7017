import { vi } from 'vitest';
import type { Db } from '../../../src/server/db/database.ts';
import { applyDueMoves } from '../../../src/server/people/reassign.ts';

/**
 * Runs the `peopleMoves` scheduled task as the clock would on `day`, shortly after midnight. Only the task sees that
 * day: the signed-in sessions keep today's clock, so they do not expire.
 */
export async function movesDueOn(db: Db, day: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${day}T00:10:00`));
  try {
    await applyDueMoves(db);
  } finally {
    vi.useRealTimers();
  }
}
