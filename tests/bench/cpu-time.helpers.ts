/** The CPU time, in milliseconds, the process spends on `work` (user and system): a busy machine's waits are not counted. */
export function cpuMs(work: () => void): number {
  const started = process.cpuUsage();
  work();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
}

/** The least of several runs' figures: the run the machine disturbed least. */
export const least = (figures: readonly number[]) => Math.min(...figures);
