/**
 * Rows or ids one statement names at most: far below PostgreSQL's 65,535 parameters even at a dozen columns a
 * row, so a statement over an import of any size never fails on its parameter count.
 */
export const BATCH_SIZE = 1_000;

/** The items in consecutive batches of `size`. */
export function batchesOf<T>(items: readonly T[], size = BATCH_SIZE): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}
