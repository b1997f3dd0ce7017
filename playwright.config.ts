import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8099);

/** Browser tests drive Debian's Chromium against the built app served by `npm start` on a fresh database. */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/e2e-${PORT}`,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  workers: 1,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'],
    },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  webServer: {
    command: `rm -rf .tmp/e2e-data-${PORT} && DATA_DIR=.tmp/e2e-data-${PORT} PORT=${PORT} LOG=false npm start`,
    url: `http://127.0.0.1:${PORT}/prod-api/config.json`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
