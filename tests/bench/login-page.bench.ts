/**
 * The first screens a user meets, cold, in Debian's Chromium against the built client served by the real server: the
 * login page (form visible, first and largest contentful paint, script time, the scripts it loads and the bytes on
 * the wire) and signing in to a usable home page (welcome and approval counts drawn). Beside each figure, the
 * replaced system's (vue-element-admin 4.4.0): measured in the same run, interleaved, when its production build is in
 * REFERENCE_DIST (default .tmp/reference-login, never committed), served by the same server the same way; otherwise
 * the figures recorded for it on this machine, labelled so.
 */
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { startServer, type RunningServer } from './server-process.helpers.ts';

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
/** LOGIN_BENCH_RUNS: cold loads of each system (5 by default). */
const RUNS = Number(process.env.LOGIN_BENCH_RUNS ?? 5);
const ROOT = path.resolve(import.meta.dirname, '../..');
const REFERENCE_DIST = path.resolve(ROOT, process.env.REFERENCE_DIST ?? '.tmp/reference-login');
/** The replaced system's build where the project's shared folder keeps it (read-only: copied before compressing beside it). */
const PEER_BUILD = path.resolve(ROOT, '../shared/peers/vue-element-admin-4.4.0');
/** LOGIN_BENCH_PORTS: this product's server's port and the reference's, e.g. `8141,8151`. */
const [PORT, REFERENCE_PORT] = (process.env.LOGIN_BENCH_PORTS ?? '8313,8314').split(',').map(Number);
/** Goals of the "fast first screens" work: ratios to the replaced system, and the login page's JS. */
const GOAL_RATIO = 0.6;
const GOAL_JS_KIB = 150;
const TYPING_MS = 1000;

/** The replaced system's figures recorded on this machine (median of 20 cold loads, served uncompressed). */
const RECORDED: Partial<Record<Figure, number>> = { form: 1233, fcp: 500, script: 432, jsGzipKiB: 344 };

type Figure = 'form' | 'fcp' | 'lcp' | 'script' | 'jsFiles' | 'jsGzipKiB' | 'jsBeforeFormKiB' | 'wireKiB' | 'home';

/** How each system is loaded and when its screens count as drawn. */
type Target = {
  name: string;
  server: RunningServer;
  loginPath: string;
  /** The sign-in button, and what is on the home page once it is usable. */
  submit: string;
  homeReady: string;
  /** Fills in the form (the replaced system's comes filled in). */
  credentials?: { username: string; password: string };
  /** The replaced system's build inlines its runtime script, which this server's Content-Security-Policy refuses. */
  bypassCSP: boolean;
};

/** Both login forms have inputs named username and password: the form is visible once the password box is laid out. */
const FORM = 'input[name=password]';

/** Runs in the page before any of its scripts: paint times and the frame in which the form is first laid out. */
function probe(form: string) {
  const marks = { fcp: NaN, lcp: NaN, form: NaN };
  (window as unknown as { __marks: typeof marks }).__marks = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') marks.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    marks.lcp = entries[entries.length - 1].startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const look = () => {
    const box = document.querySelector(form)?.getBoundingClientRect();
    if (box && box.width > 0 && box.height > 0) marks.form = performance.now();
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

/** Clicks sign-in and answers the milliseconds until `ready` matches a laid-out element. */
function signInTime([submit, ready]: [string, string]): Promise<number> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const timeout = setTimeout(() => reject(new Error(`${ready} not drawn in 30 s`)), 30_000);
    const look = () => {
      const box = document.querySelector(ready)?.getBoundingClientRect();
      if (box && box.width > 0 && box.height > 0) {
        clearTimeout(timeout);
        resolve(performance.now() - start);
      } else requestAnimationFrame(look);
    };
    (document.querySelector(submit) as HTMLElement).click();
    requestAnimationFrame(look);
  });
}

type Script = { raw: number; gzip: number; /** When its last byte arrived, in ms since the epoch. */ end: number };
type Load = Record<Figure, number> & { scripts: Map<string, Script> };

async function coldLoad(browser: Browser, target: Target): Promise<Load> {
  const context = await browser.newContext({ bypassCSP: target.bypassCSP, viewport: { width: 1366, height: 768 } });
  try {
    const page = await context.newPage();
    // tsx names functions with a helper of its own (__name), which the page lacks when Playwright sends them there.
    await page.addInitScript('globalThis.__name = (target) => target');
    await page.addInitScript(probe, FORM);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const scripts = new Map<string, Script>();
    const pending: Promise<void>[] = [];
    let wire = 0;
    page.on('response', (response) => {
      pending.push(
        (async () => {
          const sizes = await response.request().sizes();
          wire += sizes.responseBodySize + sizes.responseHeadersSize;
          if (!(response.headers()['content-type'] ?? '').includes('javascript')) return;
          const body = await response.body().catch(() => null);
          const timing = response.request().timing();
          const end = timing.startTime + timing.responseEnd;
          if (body) scripts.set(new URL(response.url()).pathname, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length, end });
        })().catch(() => {}),
      );
    });
    await page.goto(`${target.server.url}${target.loginPath}`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => !Number.isNaN((window as unknown as { __marks: { form: number } }).__marks.form), null, { timeout: 30_000 });
    const marks = await page.evaluate(() => (window as unknown as { __marks: { fcp: number; lcp: number; form: number } }).__marks);
    const formAt = (await page.evaluate(() => performance.timeOrigin)) + marks.form;
    const metrics = (await cdp.send('Performance.getMetrics')).metrics;
    const scriptSeconds = metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? NaN;
    await Promise.all(pending);
    // What signing in loads is the home page's, not the login page's.
    const loginWire = wire;
    const loginScripts = new Map(scripts);
    if (target.credentials) {
      await page.locator('input[name=username]').fill(target.credentials.username);
      await page.locator('input[name=password]').fill(target.credentials.password);
    }
    // A person takes at least this long to type a name and a password; both systems get it.
    await page.waitForTimeout(TYPING_MS);
    const home = await page.evaluate(signInTime, [target.submit, target.homeReady] as [string, string]);
    const js = [...loginScripts.values()];
    return {
      ...marks,
      script: scriptSeconds * 1000,
      jsFiles: js.length,
      jsGzipKiB: js.reduce((sum, file) => sum + file.gzip, 0) / 1024,
      jsBeforeFormKiB: js.filter((file) => file.end <= formAt).reduce((sum, file) => sum + file.gzip, 0) / 1024,
      wireKiB: loginWire / 1024,
      home,
      scripts: loginScripts,
    };
  } finally {
    await context.close();
  }
}

/** Writes .br and .gz beside the reference build's text files, as this product's build does, so both are served alike. */
function precompressReference() {
  for (const file of readdirSync(REFERENCE_DIST, { recursive: true }) as string[]) {
    if (!/\.(js|css|html|svg|json)$/.test(file) || existsSync(path.join(REFERENCE_DIST, `${file}.br`))) continue;
    const body = readFileSync(path.join(REFERENCE_DIST, file));
    if (body.length < 1024) continue;
    writeFileSync(path.join(REFERENCE_DIST, `${file}.br`), brotliCompressSync(body));
    writeFileSync(path.join(REFERENCE_DIST, `${file}.gz`), gzipSync(body, { level: 9 }));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The scripts the login page loaded on its first cold load (how many, their gzip bytes) and the median time until its
 * form showed: the unit other benchmarks of the same run set their screens against, which the machine's speed cancels out of.
 */
export type LoginPageScripts = { files: number; gzip: number; formMs: number };

export async function runLoginPageBench(): Promise<LoginPageScripts> {
  if (!process.env.REFERENCE_DIST && !existsSync(path.join(REFERENCE_DIST, 'index.html')) && existsSync(path.join(PEER_BUILD, 'index.html')))
    cpSync(PEER_BUILD, REFERENCE_DIST, { recursive: true });
  const withReference = existsSync(path.join(REFERENCE_DIST, 'index.html'));
  if (withReference) precompressReference();
  const ours = await startServer({ port: PORT });
  const reference = withReference ? await startServer({ port: REFERENCE_PORT, env: { CLIENT_DIST: REFERENCE_DIST } }) : undefined;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const targets: Target[] = [
      {
        name: 'this product',
        server: ours,
        loginPath: '/login',
        submit: 'form button[type=submit]',
        homeReady: '[data-testid=approval-counts][aria-busy=false]',
        credentials: { username: 'admin', password: 'Admin@123' },
        bypassCSP: false,
      },
    ];
    // Hash routes: / opens #/login; its form comes filled in as admin, whose dashboard shows four count cards.
    if (reference)
      targets.push({
        name: 'replaced',
        server: reference,
        loginPath: '/',
        submit: '.login-form button',
        homeReady: '.panel-group .card-panel-num',
        bypassCSP: true,
      });
    const loads = new Map<string, Load[]>(targets.map((target) => [target.name, []]));
    // Interleaved, so both see the same load of the machine.
    for (let run = 0; run < RUNS; run++) for (const target of targets) loads.get(target.name)!.push(await coldLoad(browser, target));

    const figure = (name: string, key: Figure) => median(loads.get(name)!.map((load) => load[key]));
    const first = loads.get('this product')![0];
    const kib = (bytes: number) => (bytes / 1024).toFixed(1);
    console.log('\n## Login page, first load (built client, Chromium)');
    console.log('| script | raw KiB | gzip KiB |');
    console.log('|---|---|---|');
    for (const [name, size] of [...first.scripts.entries()].sort((a, b) => b[1].gzip - a[1].gzip))
      console.log(`| ${name} | ${kib(size.raw)} | ${kib(size.gzip)} |`);
    const total = [...first.scripts.values()].reduce((sum, file) => ({ raw: sum.raw + file.raw, gzip: sum.gzip + file.gzip }), { raw: 0, gzip: 0 });
    console.log(`| total (${first.scripts.size} files) | ${kib(total.raw)} | ${kib(total.gzip)} |`);

    const rows: [Figure, string, (value: number) => string, string][] = [
      ['form', 'login form visible', (ms) => `${ms.toFixed(0)} ms`, `≤ ${GOAL_RATIO}×`],
      ['fcp', 'first contentful paint', (ms) => `${ms.toFixed(0)} ms`, `≤ ${GOAL_RATIO}×`],
      ['lcp', 'largest contentful paint', (ms) => `${ms.toFixed(0)} ms`, ''],
      ['script', 'script time (Chromium ScriptDuration)', (ms) => `${ms.toFixed(0)} ms`, ''],
      ['jsFiles', 'script files', (count) => count.toFixed(0), ''],
      ['jsGzipKiB', 'JS, gzip level 9 (every script by network idle)', (size) => `${size.toFixed(1)} KiB`, `≤ ${GOAL_JS_KIB} KiB`],
      ['jsBeforeFormKiB', 'JS the form waited for (arrived before it showed), gzip', (size) => `${size.toFixed(1)} KiB`, `≤ ${GOAL_JS_KIB} KiB`],
      ['wireKiB', 'bytes on the wire (every response, headers included)', (size) => `${size.toFixed(1)} KiB`, ''],
      ['home', `sign-in to a usable home page (cards and counts drawn; after ${TYPING_MS} ms typing)`, (ms) => `${ms.toFixed(0)} ms`, `≤ ${GOAL_RATIO}×`],
    ];
    const source = reference ? 'measured in this run' : 'recorded on this machine, not measured in this run';
    console.log(`\n## First screens, median of ${RUNS} cold loads, beside the replaced system (vue-element-admin 4.4.0: ${source})`);
    if (!reference) console.log(`(Put its production build in ${path.relative(ROOT, REFERENCE_DIST)} or REFERENCE_DIST to measure it here.)`);
    console.log('| figure | this product | replaced system | ratio | goal |');
    console.log('|---|---|---|---|---|');
    for (const [key, what, show, goal] of rows) {
      const value = figure('this product', key);
      const theirs = reference ? figure('replaced', key) : RECORDED[key];
      const cell = theirs === undefined ? (reference ? 'n/a' : 'not recorded') : `${show(theirs)}${reference ? '' : ' (recorded)'}`;
      const ratio = theirs ? `${(value / theirs).toFixed(2)}×` : '—';
      console.log(`| ${what} | ${show(value)} | ${cell} | ${ratio} | ${goal} |`);
    }
    return { files: first.scripts.size, gzip: total.gzip, formMs: figure('this product', 'form') };
  } finally {
    await browser.close();
    await ours.stop();
    await reference?.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runLoginPageBench();
