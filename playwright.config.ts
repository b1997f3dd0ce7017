import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8099);
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
/**
 * Each worker drives its own server on its own fresh database (ports PORT, PORT + 1, …), so files running at the same
 * time never see each other's data. Playwright loads this file again in every worker, with its index in the env.
 */
const workerPort = PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const server = (port: number) => ({
  command: `rm -rf .tmp/e2e-data-${port} && DATA_DIR=.tmp/e2e-data-${port} PORT=${port} LOG=false npm start`,
  url: `http://127.0.0.1:${port}/prod-api/config.json`,
  timeout: 180_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

/** Browser tests drive Debian's Chromium against the built app served by `npm start` on a fresh database. */
export default defineConfig({
  // The product's stories in e2e/, and each module's beside its other tests in modules/<area>/ (tests/README.md).
  testDir: 'tests',
  testMatch: /\/tests\/(e2e|modules)\/.*\.spec\.ts$/,
  outputDir: `test-results/e2e-${PORT}`,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  workers: WORKERS,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${workerPort}`,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'],
    },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  webServer: Array.from({ length: WORKERS }, (_, index) => server(PORT + index)),
});
