/**
 * What the login page costs a first visitor: the JavaScript it loads (raw and gzip) and first paint in
 * Debian's Chromium, against the built client served by the real server. The page it replaces loaded
 * 344 KiB of JS gzip with first paint at about 0.5 s.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startServer } from './server-process.ts';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];
const RUNS = 5;

/** The scripts the login page loaded on its first cold load: how many, and their gzip bytes. */
export type LoginPageScripts = { files: number; gzip: number };

export async function runLoginPageBench(): Promise<LoginPageScripts> {
  const server = await startServer({ port: 8313 });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const scripts = new Map<string, { raw: number; gzip: number }>();
    const paints: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      if (run === 0) {
        page.on('response', async (response) => {
          const type = response.headers()['content-type'] ?? '';
          if (!type.includes('javascript')) return;
          const body = await response.body().catch(() => null);
          if (body) scripts.set(new URL(response.url()).pathname, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
        });
      }
      await page.goto(`${server.url}/login`, { waitUntil: 'networkidle' });
      const firstPaint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
      paints.push(firstPaint);
      await context.close();
    }
    const total = [...scripts.values()].reduce((sum, file) => ({ raw: sum.raw + file.raw, gzip: sum.gzip + file.gzip }), { raw: 0, gzip: 0 });
    const kib = (bytes: number) => (bytes / 1024).toFixed(1);
    paints.sort((a, b) => a - b);
    console.log('\n## Login page, first load (built client, Chromium)');
    console.log('| script | raw KiB | gzip KiB |');
    console.log('|---|---|---|');
    for (const [name, size] of [...scripts.entries()].sort((a, b) => b[1].gzip - a[1].gzip)) console.log(`| ${name} | ${kib(size.raw)} | ${kib(size.gzip)} |`);
    console.log(`| total (${scripts.size} files) | ${kib(total.raw)} | ${kib(total.gzip)} |`);
    console.log(`JS gzip vs the replaced system's 344 KiB: ${(total.gzip / 1024 / 344).toFixed(2)}×`);
    console.log(
      `first contentful paint over ${RUNS} cold loads: median ${paints[Math.floor(RUNS / 2)].toFixed(0)} ms, best ${paints[0].toFixed(0)} ms (the replaced system: about 500 ms)`,
    );
    return { files: scripts.size, gzip: total.gzip };
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runLoginPageBench();
