import { mkdirSync } from 'node:fs';
import { expect, request, type APIRequestContext, type Locator, type Page, type Request } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import { messagesFor } from '../../src/client/i18n/messages.ts';
import { OWN_PAGE_HEADER } from '../../src/shared/envelope.ts';
import { LANGUAGE_COOKIE, type Locale } from '../../src/shared/i18n/locales.ts';

/** Values for a message's arguments, e.g. `{ count: 2 }`. */
export type MessageValues = Record<string, string | number>;

/**
 * The text a user sees for a message id: the catalogues the app itself loads for the language, formatted as
 * react-intl formats them (plurals, quoted braces), so tests find what the screen shows.
 */
export const text = (locale: Locale, id: string, values: MessageValues = {}): string =>
  String(new IntlMessageFormat(messagesFor(locale)[id] ?? id, locale).format(values));

export const en = (id: string, values?: MessageValues) => text('en', id, values);

/** `value` as a literal inside a regular expression. */
export const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A form control's accessible name from its label; a required field's label ends in an asterisk. */
export const labelled = (label: string) => new RegExp(`^${escape(label)}\\s*\\*?$`);

/** The demo data's passwords: the administrator account has its own, every other account shares one. */
export const demoPassword = (username: string) => (username === 'admin' ? 'Admin@123' : 'Demo@123');

/** The login button, in whichever language the login page shows (the language cookie decides). */
const SIGN_IN_BUTTON = new RegExp(`^(${(['zh', 'en', 'es'] as const).map((locale) => escape(text(locale, 'login.submit'))).join('|')})$`);

/** Fills in and sends the login form (in any interface language); where the user lands (home, password change, an error) is the caller's to check. */
export async function submitLogin(page: Page, username: string, password = demoPassword(username)) {
  await page.goto('/login');
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: SIGN_IN_BUTTON }).click();
}

/** Signs in with the login form and waits for the home page. */
export async function signIn(page: Page, username: string, password = demoPassword(username)) {
  await submitLogin(page, username, password);
  await expect(page).toHaveURL(/\/home$/);
}

/** Signs out with the account menu, whose entries are in the interface language `locale`. */
export async function signOut(page: Page, locale: Locale = 'en') {
  await page.getByRole('button', { name: text(locale, 'navbar.account') }).click();
  await page.getByRole('menuitem', { name: text(locale, 'navbar.logout') }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** The header every call of the product's pages carries; a test calling the API beside the page sends it too. */
export const ownPage = { [OWN_PAGE_HEADER.name]: OWN_PAGE_HEADER.value };

/** An API client signed in as `username`, for what another user does meanwhile; the caller disposes of it. */
export async function apiAs(baseURL: string, username: string, password = demoPassword(username)): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL, extraHTTPHeaders: ownPage });
  expect((await (await context.post('/prod-api/login', { data: { username, password } })).json()).status).toBe(200);
  return context;
}

/** Sets the language cookie the app reads when a page loads (the navbar switch sets the same one); the next load is in `locale`. */
export async function useLanguage(page: Page, locale: Locale) {
  await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: locale, url: new URL(page.url()).origin }]);
}

/**
 * Waits for a notice (snackbar) with `message` and closes it, so it neither hides the next one nor covers a
 * screenshot. Notices close by themselves after 2 s (spec §9): it may be gone before its close button is clicked.
 */
export async function expectNotice(page: Page, message: string) {
  const notice = page.getByRole('alert').filter({ hasText: message });
  await expect(notice.first()).toBeVisible();
  await notice
    .first()
    .getByRole('button')
    .click({ timeout: 2_000 })
    .catch(() => undefined);
  await expect(notice).toHaveCount(0);
}

/** Waits for the notice of a successful save (or of `id`, e.g. `messages.created`); it is left to close by itself. */
export async function savedOk(page: Page, id = 'messages.saved') {
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: en(id) })
      .first(),
  ).toBeVisible();
}

/** Switches the interface language with the navbar menu (whose entries are in `from`) and closes the notice that confirms it. */
export async function switchLanguage(page: Page, from: Locale, to: Locale) {
  await page.getByRole('button', { name: text(from, 'navbar.language') }).click();
  // The language in use is listed, but cannot be chosen again.
  await expect(page.getByRole('menuitem', { name: text(from, `language.${from}`) })).toBeDisabled();
  await page.getByRole('menuitem', { name: text(from, `language.${to}`) }).click();
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expectNotice(page, text(to, 'messages.switchLanguage'));
}

/** Picks an option of a select or autocomplete; a multi-select, which stays open after a pick, is closed. */
export async function choose(page: Page, field: Locator, option: string | RegExp) {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  if (await page.getByRole('listbox').isVisible()) await page.keyboard.press('Escape');
}

/** Waits until the newest dialog has faded in, and a moment more for what it draws (charts) to be laid out. */
export async function settled(page: Page) {
  await expect(page.locator('.MuiDialog-container').last()).toHaveCSS('opacity', '1');
  await page.waitForTimeout(400);
}

/** What shows that a screen is still loading: progress bars, spinners and skeletons. */
const LOADING = '.MuiLinearProgress-indeterminate, .MuiCircularProgress-indeterminate, .MuiSkeleton-root';
/** How long a screen may go on loading before a test calls it stuck. */
const STILL_LOADING_MS = 60_000;

/** The calls and script chunks each page has under way; the event stream stays open and is not counted. */
const underWay = new WeakMap<Page, Set<Request>>();
function callsUnderWay(page: Page): Set<Request> {
  let calls = underWay.get(page);
  if (!calls) {
    const started = new Set<Request>();
    page.on('request', (call) => {
      if (!call.url().includes('/prod-api/events')) started.add(call);
    });
    page.on('requestfinished', (call) => started.delete(call));
    page.on('requestfailed', (call) => started.delete(call));
    underWay.set(page, (calls = started));
  }
  return calls;
}

/**
 * Waits until the screen has drawn what it asked for: no call or chunk is under way, nothing in view shows loading,
 * and the browser has painted a frame since. The page itself looks at every frame, so the wait ends as soon as the
 * screen is drawn (a fixed pause would be too short on a busy machine, and wasted on a quiet one).
 */
export async function drawn(page: Page) {
  const calls = callsUnderWay(page);
  // A screen that never settles fails here naming what still loads, rather than at the test's own timeout.
  const deadline = Date.now() + STILL_LOADING_MS;
  const stuck = async () => {
    const loaders = await page
      .evaluate(
        (loading) =>
          [...document.querySelectorAll(loading)]
            .filter((element) => element.checkVisibility())
            .map(
              (element) =>
                `${element.className.toString().split(' ')[0]} in ${element.closest('[aria-label],[role=dialog],main')?.getAttribute('aria-label') ?? 'the page'}`,
            ),
        LOADING,
      )
      .catch(() => []);
    return new Error(`${page.url()} still loads after ${STILL_LOADING_MS / 1000} s: ${[...loaders, ...[...calls].map((call) => call.url())].join('; ')}`);
  };
  for (;;) {
    await page
      .waitForFunction((loading) => ![...document.querySelectorAll(loading)].some((element) => element.checkVisibility()), LOADING, {
        polling: 'raf',
        timeout: Math.max(1, deadline - Date.now()),
      })
      .catch(async () => {
        throw await stuck();
      });
    if (calls.size === 0) break;
    while (calls.size > 0) {
      if (Date.now() > deadline) throw await stuck();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
  await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
}

/**
 * Opens `path` as a click in the menu does once the app is loaded: the router moves and the app, its store and its
 * open tabs stay (a tab left behind stays in the page, hidden); before that (signed out, or a new page) it loads the
 * page. Then waits until the screen is drawn.
 */
export async function openScreen(page: Page, path: string) {
  callsUnderWay(page);
  const inApp = await page.evaluate(() => document.querySelector('[data-testid="company-name"]') !== null).catch(() => false);
  if (inApp)
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  else await page.goto(path);
  await drawn(page);
}

/**
 * Opens a page from the side menu as a person does: unfolds its group, then, once the group has finished unfolding,
 * clicks the page's entry (a click while the entries still slide in may land between them).
 */
export async function openFromMenu(page: Page, group: string, entry: string) {
  const menu = page.getByRole('navigation');
  await menu.getByText(group, { exact: true }).click();
  await expect(menu.locator('.MuiCollapse-entered').filter({ has: page.getByText(entry, { exact: true }) })).toBeVisible();
  await menu.getByText(entry, { exact: true }).click();
}

/** Where the browser tests leave their screenshots (kept as CI artefacts). */
export const SCREENSHOTS = 'test-results/screenshots';
mkdirSync(SCREENSHOTS, { recursive: true });

/**
 * Saves a screenshot of the page as `<name>.png`, once notices have closed and open dialogs have faded in.
 * Inline alerts (a dialog's hint, say) stay: only the app's snackbar notices are waited for.
 */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  await expect(page.locator('.MuiSnackbar-root').getByRole('alert')).toHaveCount(0, { timeout: 10_000 });
  for (const container of await page.locator('.MuiDialog-container').all()) await expect(container).toHaveCSS('opacity', '1');
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, animations: 'disabled', ...options });
}

/** The bar of workflow actions on a record's view. */
export const approvalBar = (page: Page) => page.getByTestId('approval-bar');

/** The button of a workflow action (`approve`, `submit`, `void.start`…) on the bar, named in `locale`. */
export const approvalAction = (page: Page, action: string, locale: Locale = 'en') =>
  approvalBar(page).getByRole('button', { name: text(locale, `wf.action.${action}`), exact: true });

/** The dialog a workflow action opens (approvers, opinion, confirm). */
export const approvalDialog = (page: Page) => page.getByTestId('approval-dialog');

/** staff01 files and submits a reimbursement through the API, as the form would; answers its id. */
export async function submitted(staff: APIRequestContext, title: string): Promise<number> {
  const created = await (
    await staff.post('/prod-api/m/reimapplication', { data: { title, reimbursementType: '2', amount: '300.00', occurredOn: '2026-11-01' } })
  ).json();
  const id = created.data.id as number;
  expect((await (await staff.post(`/prod-api/wf/reimapplication/${id}/submit`, { data: {} })).json()).status).toBe(200);
  return id;
}

/** Publishes `xml` as the reimbursement flow's newest version, as an administrator does from the designer. */
export async function publish(admin: APIRequestContext, xml: string) {
  const draft = await (await admin.post('/prod-api/flow/definitions', { data: { flowKey: 'reimbursement', xml } })).json();
  expect(draft.status, draft.msg).toBe(200);
  expect((await (await admin.post(`/prod-api/flow/definitions/${draft.data.id}/publish`)).json()).status).toBe(200);
}

/** The reimbursement flow's shipped version (its first), whatever was published since. */
export async function shippedXml(admin: APIRequestContext): Promise<string> {
  const versions = (await (await admin.get('/prod-api/flow/definitions?flowKey=reimbursement')).json()).data as { id: number }[];
  const shipped = versions.sort((a, b) => a.id - b.id)[0];
  return ((await (await admin.get(`/prod-api/flow/definitions/${shipped.id}`)).json()).data as { xml: string }).xml;
}

/**
 * From a module's list, finds the one row showing `text` with the quick search and opens its view; answers the
 * view's path (to come back to as an approver).
 */
export async function viewListed(page: Page, locale: Locale, text_: string) {
  await page.getByRole('textbox', { name: text(locale, 'grid.quickSearch') }).fill(text_);
  await page.getByRole('button', { name: text(locale, 'grid.doSearch'), exact: true }).click();
  const listed = page.locator('table tbody tr').filter({ hasText: text_ });
  await expect(listed).toHaveCount(1);
  await listed.getByRole('button', { name: text(locale, 'grid.view') }).click();
  await expect(page).toHaveURL(/\/view\?id=\d+$/);
  return new URL(page.url()).pathname + new URL(page.url()).search;
}

/** Approves the document open in its view, with an opinion when given, confirming the dialog. */
export async function approveHere(page: Page, locale: Locale, opinion?: string) {
  await approvalAction(page, 'approve', locale).click();
  if (opinion)
    await approvalDialog(page)
      .getByRole('textbox', { name: labelled(text(locale, 'wf.dialog.opinion')) })
      .fill(opinion);
  await approvalDialog(page)
    .getByRole('button', { name: text(locale, 'wf.dialog.confirm') })
    .click();
  await expectNotice(page, text(locale, 'messages.approved'));
}

/** Submits the document open in its view for approval, confirming the dialog. */
export async function submitHere(page: Page, locale: Locale) {
  await approvalAction(page, 'submit', locale).click();
  await approvalDialog(page)
    .getByRole('button', { name: text(locale, 'wf.dialog.confirm') })
    .click();
  await expectNotice(page, text(locale, 'messages.submitted'));
}
