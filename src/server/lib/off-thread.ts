import { Piscina } from 'piscina';
import { AppError } from './app-error.ts';

/**
 * Work that parses or renders what a user sent, or that may take seconds (stamping a file, a sheet of labels), runs
 * here: in a worker thread with bounds on its heap and its time, never on the event loop, where it would stall every
 * request of the instance. One thread per instance, so such work takes turns (a queue of a few), and one job per user
 * at a time. A job past its bounds ends in an OffThreadError; the caller says what it means for its user.
 */
const pool = new Piscina({
  filename: new URL('./off-thread.worker.mjs', import.meta.url).href,
  minThreads: 0,
  maxThreads: 1,
  maxQueue: 16,
  idleTimeout: 10_000,
  resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 },
});

export class OffThreadError extends Error {}

/** The users with a job under way, one each. */
const running = new Set<number>();

/**
 * Runs the exported function `name` of `module` (a URL beside the caller: `new URL('./x.ts', import.meta.url)`) in the
 * worker with `args` (structured-cloneable; Buffers arrive as Buffers), answering what it answers. `owner`: the user
 * the job is for, refused with 1002 while another of theirs is under way.
 */
export async function offThread<T>(module: URL, name: string, args: unknown[], options: { timeoutMs?: number; owner?: number } = {}): Promise<T> {
  const { owner, timeoutMs = 15_000 } = options;
  if (owner !== undefined) {
    if (running.has(owner)) throw new AppError(1002, 'errors.oneAtATime');
    running.add(owner);
  }
  try {
    const answer = await pool.run({ module: module.href, name, args }, { signal: AbortSignal.timeout(timeoutMs) });
    return (answer instanceof Uint8Array ? Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength) : answer) as T;
  } catch (error) {
    throw new OffThreadError(name, { cause: error });
  } finally {
    if (owner !== undefined) running.delete(owner);
  }
}
