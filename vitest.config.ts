import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/security/**/*.test.ts', 'tests/reliability/*.test.ts', 'tests/client/**/*.test.tsx'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // API files each start their own database; two at a time suits a 2-core machine.
    maxWorkers: 2,
  },
});
