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

/** Holds the page's scripts back, as a slow network would, until the function answered is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  return release;
}

test('the form is there before the code: what a person types and sends before the scripts arrive is kept and signs them in', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'language', value: 'zh', url: baseURL! }]);
  // The scripts are held back until the person has typed and pressed "sign in".
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  const form = page.locator('#first-paint-login');
  await expect(form.getByRole('heading', { name: text('zh', 'login.heading') })).toBeVisible();
  await form.getByRole('textbox', { name: text('zh', 'login.username') }).fill('admin');
  await form.getByLabel(text('zh', 'login.password')).fill('Admin@123');
  await form.getByLabel(text('zh', 'login.password')).press('Enter');
  // Pressed before the code came: the page stays, and the press is kept.
  await expect(form).toHaveAttribute('data-submitted', '');
  await expect(page).toHaveURL(/\/login$/);
  release();
  await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 });
});

test('typing goes on where it was when the code takes the form over', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'language', value: 'en', url: baseURL! }]);
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.locator('#first-paint-login input[name=username]').fill('adm');
  release();
  // The code's own form replaces the HTML's with what was typed, the caret still in the field.
  await expect(page.locator('#first-paint-login')).toHaveCount(0);
  const username = page.getByRole('textbox', { name: text('en', 'login.username') });
  await expect(username).toHaveValue('adm');
  await expect(username).toBeFocused();
  await page.keyboard.type('in');
  await expect(username).toHaveValue('admin');
  await page.getByLabel(text('en', 'login.password'), { exact: true }).fill('Admin@123');
  await page.getByRole('button', { name: text('en', 'login.submit') }).click();
  await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 });
});
