import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/security/**/*.test.ts', 'tests/reliability/*.test.ts', 'tests/client/**/*.test.tsx'],
    // One seeded database per run, which each file's database starts as (tests/support/database-template.ts).
    globalSetup: ['tests/support/database-template.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // API files each start their own database; two at a time suits a 2-core machine.
    maxWorkers: 2,
  },
});
