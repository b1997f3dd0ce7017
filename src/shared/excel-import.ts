/**
 * What one Excel import may hold (spec §9 import from Excel). The client refuses a larger file before sending
 * it; the server refuses it again, before reading it when the bytes are too many, else once the rows are counted.
 */
export const IMPORT_MAX_ROWS = 20_000;
export const IMPORT_MAX_MB = 10;
export const IMPORT_MAX_BYTES = IMPORT_MAX_MB * 1024 * 1024;

/** Row errors an answer lists (the first ones, in row order); `errorCount` says how many there are in all. */
export const IMPORT_LISTED_ERRORS = 1_000;
