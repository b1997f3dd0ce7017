import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '../../src/shared/i18n/languages.ts';
import { signIn, switchLanguage, text } from './e2e.helpers.ts';

/** The catalogue chunks a page fetched, by language (the build names each after its language: zh-…, en-…, es-…). */
function cataloguesFetched(page: Page): Set<Locale> {
  const seen = new Set<Locale>();
  page.on('request', (request) => {
    const locale = /\/assets\/(zh|en|es)-[\w-]+\.js$/.exec(request.url())?.[1];
    if (locale) seen.add(locale as Locale);
  });
  return seen;
}

test('the login page comes in the language of the cookie, fetching that catalogue only, and switches language on the spot', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'language', value: 'zh', url: baseURL! }]);
  const fetched = cataloguesFetched(page);
  const response = await page.goto('/login');
  // The page itself names the language's catalogue, so the browser fetches it with the code.
  expect(response!.headers()['cache-control']).toBe('no-cache');
  expect(await response!.text()).toMatch(/rel="modulepreload"[^>]*\/assets\/zh-/);
  await expect(page.getByRole('heading', { name: text('zh', 'login.heading') })).toBeVisible();
  await expect(page.locator('input[name=username]')).toBeFocused();
  expect([...fetched]).toEqual(['zh']);

  await switchLanguage(page, 'zh', 'es');
  await expect(page.getByRole('heading', { name: text('es', 'login.heading') })).toBeVisible();
  await expect(page.getByRole('button', { name: text('es', 'login.submit') })).toBeVisible();
  expect(fetched.has('es')).toBe(true);
  expect(fetched.has('en')).toBe(false);
  expect((await context.cookies()).find((cookie) => cookie.name === 'language')?.value).toBe('es');

  // Signing in keeps the language chosen on the login page.
  await signIn(page, 'staff01');
  await expect(page.getByRole('heading', { name: text('es', 'home.quickLinks') })).toBeVisible();
});

test('without a cookie the browser language decides, and a hashed script is cached for a year, compressed', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: 'es-ES' });
  const page = await context.newPage();
  const scripts: { cacheControl?: string; encoding?: string }[] = [];
  page.on('response', (response) => {
    if (/\/assets\/.*\.js$/.test(response.url()))
      scripts.push({ cacheControl: response.headers()['cache-control'], encoding: response.headers()['content-encoding'] });
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: text('es', 'login.heading') })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script.cacheControl).toBe('public, max-age=31536000, immutable');
  expect(scripts.some((script) => script.encoding === 'br')).toBe(true);
  await context.close();
});
