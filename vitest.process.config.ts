import { defineConfig } from 'vitest/config';

/** Suites that start real server processes (crash, several instances): run one file at a time, after the build. */
export default defineConfig({
  test: {
    include: ['tests/reliability/process/*.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 180_000,
    maxWorkers: 1,
    fileParallelism: false,
  },
});
