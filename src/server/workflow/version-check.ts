import type { Db } from '../db/database.ts';
import { AppError } from '../lib/app-error.ts';

/** A step's write found the document changed since it was read; a step that must hold the row lock. */
export const CONFLICT = Symbol('conflict');
export const NEEDS_LOCK = Symbol('needs lock');
/**
 * A locked attempt that needs work done outside any transaction first (stamping a signed copy): the attempt runs once
 * more unlocked, which does that work (and keeps it), then locked again.
 */
export const PREPARE = Symbol('prepare');
export type Attempt<T> = (tx: Db, locked: boolean) => Promise<T | typeof CONFLICT | typeof NEEDS_LOCK | typeof PREPARE>;
const RETRY = new Set<unknown>([CONFLICT, NEEDS_LOCK, PREPARE]);

/** Optimistic attempts before an action waits for the row lock instead. */
const OPTIMISTIC_ATTEMPTS = 3;

/**
 * Runs an attempt that writes only if the document's version is still the one it read (every step bumps it): a
 * lost race reads again and decides anew, so two people (or a person and a time limit) acting at once never both
 * apply. After a few lost races, and for an attempt that asks for it, the attempt runs in a transaction holding the
 * document's row lock, where nobody can act in between.
 */
export async function withVersionCheck<T>(db: Db, attempt: Attempt<T>): Promise<T> {
  for (let round = 0; round < OPTIMISTIC_ATTEMPTS; round++) {
    const outcome = await attempt(db, false);
    if (outcome === NEEDS_LOCK) break;
    if (!RETRY.has(outcome)) return outcome as T;
  }
  for (let prepared = 0; ; prepared++) {
    const outcome = await db.transaction((tx) => attempt(tx, true));
    if (!RETRY.has(outcome)) return outcome as T;
    if (outcome !== PREPARE || prepared === 2) throw new AppError(1007);
    const unlocked = await attempt(db, false);
    if (!RETRY.has(unlocked)) return unlocked as T;
  }
}
