import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.ts';
import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../../../src/server/db/database.ts';
import { systemMeta } from '../../../src/server/db/schema.ts';
import { PUBLIC_CONFIG_KEY } from '../../../src/server/account/public.routes.ts';

/** A built client as the build leaves it: a hashed asset and index.html, each with its .br and .gz beside it. */
const ASSET = '/assets/entry-Ab12Cd34.js';
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(500))};\n`;
const PAGE = `<!doctype html><html><head><script type="module" src="${ASSET}"></script></head><body><div id="root"></div>${' '.repeat(2000)}</body></html>`;

/** The Chinese page: the same, preloading the Chinese catalogue; there is no Spanish one in this build. */
const ZH_PAGE = PAGE.replace('</head>', '<link rel="modulepreload" href="/assets/zh-Qq11Ww22.js"></head>');
/** The script that keeps a press of "sign in" made before the code has arrived. */
const EARLY_SCRIPT = "document.getElementById('first-paint-login').dataset.ready = '';";
/**
 * The Chinese login page: its brand panel and form drawn by the HTML, the places of the site's own texts marked (the
 * title twice: the panel's heading and the form's), and its one inline script.
 */
const ZH_LOGIN = ZH_PAGE.replace(
  '<div id="root"></div>',
  '<div id="root"><header><img src="/logo.svg" data-site="logo" alt="" /><span data-site="company"></span></header><h1 data-site="title">办公管理系统</h1>' +
    `<form id="first-paint-login"><p data-site="title">办公管理系统</p></form></div><script>${EARLY_SCRIPT}</script>`,
);

let database: Database;
let app: FastifyInstance;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'oa-client-'));
  mkdirSync(path.join(dist, 'assets'));
  for (const [file, body] of [
    [ASSET, SCRIPT],
    ['/index.html', PAGE],
    ['/index.zh.html', ZH_PAGE],
    ['/login.zh.html', ZH_LOGIN],
  ]) {
    writeFileSync(path.join(dist, file), body);
    writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(body));
    writeFileSync(path.join(dist, `${file}.gz`), gzipSync(body));
  }
  database = await openDatabase({ dataDir: 'memory://' });
  app = await buildApp({ database, dataDir: mkdtempSync(path.join(tmpdir(), 'oa-test-')), serveClient: true, clientDist: dist });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { ...headers, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });

describe('the built client', () => {
  it('sends a hashed asset as brotli to a browser accepting it, cached for a year and never revalidated', async () => {
    const response = await get(ASSET, 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a client accepting only gzip, and the file itself to one accepting neither', async () => {
    const gzipped = await get(ASSET, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get(ASSET);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.payload).toBe(SCRIPT);
  });

  it('sends index.html for a client route compressed and marked no-cache, so a new build shows at the next visit', async () => {
    for (const url of ['/login', '/home', '/index.html']) {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(PAGE);
    }
  });

  it("sends the page of the request's language when the build has one: the cookie first, then Accept-Language", async () => {
    const page = async (headers: Record<string, string>) => {
      const response = await get('/home', undefined, headers);
      expect(response.headers.vary).toMatch(/cookie/i);
      return response.payload;
    };
    expect(await page({ cookie: 'language=zh' })).toBe(ZH_PAGE);
    expect(await page({ 'accept-language': 'zh-CN,zh;q=0.9' })).toBe(ZH_PAGE);
    expect(await page({ cookie: 'language=en', 'accept-language': 'zh-CN' })).toBe(PAGE);
    // No Spanish page in this build: the page of every language.
    expect(await page({ cookie: 'language=es' })).toBe(PAGE);
  });

  it("sends the login page with its brand panel in the site's own title, logo and company name, in the reader's language", async () => {
    const login = async () => {
      const response = await get('/login?redirect=%2Fhome', undefined, { cookie: 'language=zh' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toMatch(/accept-language/i);
      return response.payload;
    };
    // Nothing configured: the product's own name and logo, no company.
    expect(await login()).toBe(ZH_LOGIN);
    const config = {
      title: '<b>Site</b>',
      logoUrl: '/files/logo-1.png',
      companyName: 'ACME & Co',
      translations: { zh: { title: '中恒办公', companyName: '中恒集团' } },
    };
    await database.db.insert(systemMeta).values({ key: PUBLIC_CONFIG_KEY, value: config });
    const page = await login();
    expect(page).toContain('<h1 data-site="title">中恒办公</h1>');
    expect(page).toContain('<p data-site="title">中恒办公</p>');
    expect(page).toContain('<span data-site="company">中恒集团</span>');
    expect(page).toContain('<img src="/files/logo-1.png" data-site="logo" alt="" />');
    // Written as text, never as markup.
    await database.db
      .update(systemMeta)
      .set({ value: { ...config, translations: {} } })
      .where(eq(systemMeta.key, PUBLIC_CONFIG_KEY));
    expect(await login()).toContain('<h1 data-site="title">&#60;b&#62;Site&#60;/b&#62;</h1>');
    expect(await login()).toContain('<span data-site="company">ACME &#38; Co</span>');
  });

  it("allows the login page's own inline script by its hash, and no inline script anywhere else", async () => {
    const hash = `'sha256-${createHash('sha256').update(EARLY_SCRIPT).digest('base64')}'`;
    const policy = async (url: string) => String((await get(url, undefined, { cookie: 'language=zh' })).headers['content-security-policy']);
    expect(await policy('/login')).toMatch(new RegExp(`script-src 'self' ${hash.replace(/[+/]/g, '\\$&')};`));
    expect(await policy('/home')).toContain("script-src 'self';");
    expect(await policy('/home')).not.toContain('sha256');
  });

  it('answers an asset that is not there with 404, not the page', async () => {
    const response = await get('/assets/missing-Zz99Yy88.js', 'br');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/json/);
  });
});
