import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { messagesFor } from '../../src/client/i18n/messages.ts';
import { LANGUAGE_COOKIE } from '../../src/shared/i18n/locales.ts';
import { startServer } from './server-process.helpers.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];
const en = messagesFor('en');

/**
 * Opens the customer list from the sidebar `runs` times as admin, in Chromium against the real server on
 * `databaseUrl` (each run from a freshly loaded home page, so nothing is cached but the browser's files): the
 * milliseconds from the click to the frame that draws the first rows, and to the frame whose pager shows the
 * total (exact, or "of more than"), not "of at least".
 */
export async function openListFromMenu(options: { databaseUrl: string; port: number; runs: number }) {
  const dist = process.env.CLIENT_DIST ? path.resolve(process.env.CLIENT_DIST) : path.join(ROOT, 'dist/client');
  if (!existsSync(path.join(dist, 'index.html'))) {
    const { build } = await import('vite');
    await build({ configFile: path.join(ROOT, 'vite.config.ts'), logLevel: 'warn' });
  }
  const server = await startServer({ port: options.port, databaseUrl: options.databaseUrl, env: { CLIENT_DIST: dist } });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1366, height: 820 } });
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'en', url: server.url }]);
    // tsx names the functions it compiles with a helper the page does not have.
    await context.addInitScript('globalThis.__name = (target) => target');
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await page.locator('input[name=username]').fill('admin');
    await page.locator('input[name=password]').fill('Admin@123');
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/\/home$/, { timeout: 60_000 });
    const rows: number[] = [];
    const total: number[] = [];
    let pager = '';
    for (let run = 0; run < options.runs; run++) {
      await page.goto(`${server.url}/home`);
      const nav = page.getByRole('navigation');
      const group = nav.getByRole('button', { name: en['menu.client'], exact: true });
      if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
      await nav.getByRole('button', { name: en['menu.client.customer'], exact: true }).waitFor();
      const figures = await page.evaluate(
        async ({ item, view, atLeast }) => {
          const entry = [...document.querySelectorAll<HTMLElement>('nav [role=button], nav .MuiListItemButton-root')].find(
            (element) => element.textContent?.trim() === item,
          )!;
          const pagerText = () => [...document.querySelectorAll('span')].map((span) => span.textContent ?? '').find((text) => /^\d[\d,]*-\d[\d,]* /.test(text));
          const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
          const started = performance.now();
          entry.click();
          let rowsAt = NaN;
          for (let at = await frame(); at - started < 60_000; at = await frame()) {
            if (Number.isNaN(rowsAt) && document.querySelector(`table tbody tr button[aria-label="${view}"]`)) rowsAt = at;
            const text = pagerText();
            if (!Number.isNaN(rowsAt) && text && !text.includes(atLeast)) {
              const requests = performance
                .getEntriesByType('resource')
                .filter((entry) => entry.startTime >= started)
                .map((entry) => `${entry.name.replace(location.origin, '')} ${(entry.startTime - started).toFixed(0)}+${entry.duration.toFixed(0)}`);
              return { rows: rowsAt - started, total: at - started, pager: text, requests };
            }
          }
          throw new Error('the list did not show its rows and total in 60 s');
        },
        { item: en['menu.client.customer'], view: en['grid.view'], atLeast: en['grid.ofAtLeast'] },
      );
      if (process.env.LIST_BENCH_DEBUG) console.log(figures.requests.join('\n'));
      rows.push(figures.rows);
      total.push(figures.total);
      pager = figures.pager;
    }
    await context.close();
    return { rows, total, pager };
  } finally {
    await browser.close();
    await server.stop();
  }
}
