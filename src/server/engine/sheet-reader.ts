import { offThread, OffThreadError } from '../lib/off-thread.ts';

/** `headers`: column header text → field key; columns with other headers are not read. */
export type SheetRequest = { bytes: Uint8Array; headers: Map<string, string>; maxRows: number };
/**
 * `read`: the cells of the columns found (their field keys in `keys`, cells in the same order) of every row that
 * holds a value in one of them; `tooLarge`: more rows than allowed, or more than the reader may spend on a file.
 */
export type SheetAnswer = { kind: 'read'; keys: string[]; rows: { row: number; cells: string[] }[] } | { kind: 'unreadable' } | { kind: 'tooLarge' };

/**
 * A workbook takes far more memory loaded than on disk (a 5 MB sheet of 20,000 rows and 30 columns: about 350 MB),
 * and a small zip can unpack to gigabytes: past this heap, or this time, the worker is stopped and the file refused.
 */
const WORKER_HEAP_MB = 768;
const WORKER_TIME_LIMIT_MS = 120_000;

/**
 * Reads the first sheet of an import workbook off the event loop (lib/off-thread.ts), so neither its loading nor a
 * file built to exhaust memory holds up the requests the server is answering meanwhile.
 */
export async function readSheet(request: SheetRequest): Promise<SheetAnswer> {
  const reader = new URL('./sheet-reader.worker.ts', import.meta.url);
  return offThread<SheetAnswer>(reader, 'readSheet', [request], { heapMb: WORKER_HEAP_MB, timeoutMs: WORKER_TIME_LIMIT_MS }).catch((error: unknown) => {
    if (error instanceof OffThreadError && error.outOfBounds) return { kind: 'tooLarge' } as const;
    throw error;
  });
}
