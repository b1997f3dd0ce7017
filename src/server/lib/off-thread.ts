import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { AppError } from './app-error.ts';

/**
 * Work that parses or renders what a user sent, or that may take seconds (stamping a file, a sheet of labels, reading
 * an import workbook), runs here: in worker threads with bounds on their heap and their time, never on the event
 * loop, where it would stall every request of the instance. One core stays with the server: such work takes turns
 * beyond that (a queue of a few), and one job per user at a time where the caller asks. A job past its bounds ends in
 * an OffThreadError (`outOfBounds` says so); the caller says what it means for its user.
 */
const THREADS = Math.max(1, availableParallelism() - 1);
const pools = new Map<number, Piscina>();
/** The threads of one heap size: loaded modules stay loaded between jobs, an idle thread ends after a while. */
const poolFor = (heapMb: number) => {
  let pool = pools.get(heapMb);
  if (!pool) {
    pool = new Piscina({
      filename: new URL('./off-thread.worker.mjs', import.meta.url).href,
      minThreads: 0,
      maxThreads: THREADS,
      maxQueue: 16,
      // A thread keeps what it loaded (fonts, libraries) for a minute of quiet.
      idleTimeout: 60_000,
      resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 32 },
    });
    pools.set(heapMb, pool);
  }
  return pool;
};

export class OffThreadError extends Error {
  /** The job ran out of its heap or its time (rather than failing on its own). */
  get outOfBounds() {
    const cause = this.cause as { code?: string; name?: string } | undefined;
    return cause?.code === 'ERR_WORKER_OUT_OF_MEMORY' || cause?.name === 'AbortError' || cause?.name === 'TimeoutError';
  }
}

/** The users with a job under way, one each. */
const running = new Set<number>();

/**
 * Runs the exported function `name` of `module` (a URL beside the caller: `new URL('./x.ts', import.meta.url)`) in the
 * worker with `args` (structured-cloneable; Buffers arrive as Buffers), answering what it answers. `owner`: the user
 * the job is for, refused with 1002 while another of theirs is under way; `heapMb` and `timeoutMs` its bounds.
 */
export async function offThread<T>(
  module: URL,
  name: string,
  args: unknown[],
  options: { timeoutMs?: number; heapMb?: number; owner?: number } = {},
): Promise<T> {
  const { owner, timeoutMs = 15_000, heapMb = 256 } = options;
  if (owner !== undefined) {
    if (running.has(owner)) throw new AppError(1002, 'errors.oneAtATime');
    running.add(owner);
  }
  try {
    const answer = await poolFor(heapMb).run({ module: module.href, name, args }, { signal: AbortSignal.timeout(timeoutMs) });
    return (answer instanceof Uint8Array ? Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength) : answer) as T;
  } catch (error) {
    throw new OffThreadError(name, { cause: error });
  } finally {
    if (owner !== undefined) running.delete(owner);
  }
}
