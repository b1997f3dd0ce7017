import { defineConfig } from 'vitest/config';

/** Files that replace a module of the product with `vi.mock`: each needs a module graph of its own. */
const MOCKING = ['tests/api/engine/module-field.test.ts', 'tests/api/workflow/seal-archive.test.ts'];

export default defineConfig({
  test: {
    // One seeded database per run, which each file's database starts as (tests/support/database-template.ts).
    globalSetup: ['tests/support/database-template.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two files at a time suits a 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: [
            'tests/unit/**/*.test.ts',
            'tests/api/**/*.test.ts',
            'tests/modules/**/*.test.ts',
            'tests/security/**/*.test.ts',
            'tests/reliability/*.test.ts',
          ],
          exclude: MOCKING,
          // The server's code is loaded once per worker rather than once per file (about 1.4 s each): every file
          // starts its own app on its own database, and the server keeps no state outside them (db/database.ts
          // `perDatabase` keeps what it memoises per database).
          isolate: false,
        },
      },
      { extends: true, test: { name: 'mocking', include: MOCKING } },
      { extends: true, test: { name: 'client', include: ['tests/client/**/*.test.tsx'] } },
    ],
  },
});
