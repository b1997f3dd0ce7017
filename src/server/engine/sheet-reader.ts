import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** `headers`: column header text → field key; columns with other headers are not read. */
export type SheetRequest = { bytes: Uint8Array; headers: Map<string, string>; maxRows: number };
/**
 * `read`: the cells of the columns found (their field keys in `keys`, cells in the same order) of every row that
 * holds a value in one of them; `tooLarge`: more rows than allowed, or more than the reader may spend on a file.
 */
export type SheetAnswer = { kind: 'read'; keys: string[]; rows: { row: number; cells: string[] }[] } | { kind: 'unreadable' } | { kind: 'tooLarge' };

const WORKER = new URL('./sheet-reader.worker.ts', import.meta.url).href;
const TSX_API = import.meta.resolve('tsx/esm/api');
// The server runs its TypeScript through tsx (`npm start`, the tests): the worker registers it, then loads its file.
const BOOTSTRAP = `import(${JSON.stringify(TSX_API)}).then(({ register }) => { register(); return import(${JSON.stringify(WORKER)}); })`;
/**
 * A workbook takes far more memory loaded than on disk (a 5 MB sheet of 20,000 rows and 30 columns: about 350 MB),
 * and a small zip can unpack to gigabytes: past this heap, or this time, the worker is stopped and the file refused.
 */
const WORKER_HEAP_MB = 768;
const WORKER_TIME_LIMIT_MS = 120_000;
// One core stays with the server; imports beyond that wait their turn.
const SLOTS = Math.max(1, availableParallelism() - 1);

let running = 0;
const waiting: (() => void)[] = [];
async function acquire() {
  if (running < SLOTS) running++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
}
function release() {
  const next = waiting.shift();
  if (next) next();
  else running--;
}

function inWorker(request: SheetRequest): Promise<SheetAnswer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(BOOTSTRAP, {
      eval: true,
      workerData: request,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    const timer = setTimeout(() => {
      resolve({ kind: 'tooLarge' });
      void worker.terminate();
    }, WORKER_TIME_LIMIT_MS);
    worker.once('message', (answer: SheetAnswer) => {
      clearTimeout(timer);
      resolve(answer);
      void worker.terminate();
    });
    worker.once('error', (error: Error & { code?: string }) => {
      clearTimeout(timer);
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') resolve({ kind: 'tooLarge' });
      else reject(error);
    });
    // Without an answer first (else this settles nothing): the worker stopped on its own.
    worker.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the sheet reader stopped with code ${code}`));
    });
  });
}

/**
 * Reads the first sheet of an import workbook in a worker thread, so neither its loading nor a file built to
 * exhaust memory holds up the requests the server is answering meanwhile.
 */
export async function readSheet(request: SheetRequest): Promise<SheetAnswer> {
  await acquire();
  try {
    return await inWorker(request);
  } finally {
    release();
  }
}
