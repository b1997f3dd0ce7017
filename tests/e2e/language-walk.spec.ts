import { expect, test, type Page } from '@playwright/test';
import { apiAs, openScreen, ownPage, signIn, useLanguage } from './e2e.helpers.ts';

/**
 * Issue: one language at a time. Every screen the administrator's menu reaches is walked in English and Spanish,
 * where a Chinese character may only come from what people typed (people's, offices' and the company's names,
 * documents' contents: read from the API below and allowed by name), and in Chinese, where an English word may only
 * be a code or a proper noun (allowed by name).
 */
test.use({ viewport: { width: 1366, height: 820 } });
test.setTimeout(240_000);

/** A run of Chinese characters. */
const HAN_RUN = /\p{Script=Han}+/gu;
/** Words of the Chinese screens that are the same in every language: codes, product and format names, units. */
const LATIN_ALLOWED = new Set(
  // `yyyy` and `seq` are the placeholders of serial-number templates (src/shared/serial-template.ts), a code.
  [
    'Excel',
    'PDF',
    'BPMN',
    'CPU',
    'Node.js',
    'PostgreSQL',
    'PGlite',
    'WeChat',
    'API',
    'JSON',
    'ID',
    'URL',
    'SQL',
    'Cron',
    'IP',
    'MB',
    'KB',
    'GB',
    'Node',
    'yyyy',
    'seq',
  ].map((word) => word.toLowerCase()),
);

/** Every string of an answer, however deep. */
function stringsOf(value: unknown, into: Set<string>) {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) value.forEach((item) => stringsOf(item, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => stringsOf(item, into));
}

/**
 * The texts people typed, as the API answers them: people (names, accounts, their browsers), offices, the company,
 * the codes administrators chose (and the tables' and tasks' own), the print templates and release notes they wrote, and each module's documents.
 */
async function typedData(baseURL: string, modules: string[]): Promise<string[]> {
  const admin = await apiAs(baseURL, 'admin');
  const typed = new Set<string>();
  const sources = [
    '/user/userLists',
    '/user/profile',
    '/office/alltree',
    '/config.json',
    '/role',
    '/post',
    '/sysParam',
    '/job',
    '/monitor/tables',
    '/printTemplate',
    '/updateMessage',
  ];
  for (const source of [...sources.map((path) => `/prod-api${path}`), '/prod-api/monitor/online?pageIndex=1&limit=50']) {
    stringsOf((await (await admin.get(source)).json()).data, typed);
  }
  // Flow keys are codes the administrator chose (process management shows each beside its module's title).
  for (const version of (await (await admin.get('/prod-api/flow/definitions')).json()).data as { flowKey: string }[]) typed.add(version.flowKey);
  // A dictionary value an administrator renamed is what they typed: in an English answer it is still in Chinese.
  const dictionaryTexts = new Set<string>();
  for (const dictClass of (await (await admin.get('/prod-api/dict/page?pageIndex=1&limit=500')).json()).data.list as { id: number }[])
    stringsOf((await (await admin.get(`/prod-api/dict/valuePage/${dictClass.id}?pageIndex=1&limit=500`)).json()).data, dictionaryTexts);
  for (const text of dictionaryTexts) if (/\p{Script=Han}/u.test(text)) typed.add(text);
  for (const key of modules) {
    const answer = await admin.post(`/prod-api/m/${key}/page`, { data: { page: { pageIndex: 1, limit: 100 } }, headers: ownPage });
    // A menu that is not a module's list answers a refusal, which holds nothing typed.
    if (answer.ok()) stringsOf((await answer.json()).data, typed);
  }
  await admin.dispose();
  return [...typed];
}

/** The visible texts of the page outside the fields the user types into. */
const visibleTexts = (page: Page) =>
  page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const element = node.parentElement;
      const text = node.textContent?.trim();
      // The designer's canvas draws the flow as its administrator writes it (the source names); its properties panel
      // shows and edits each language's name.
      if (!text || !element || element.closest('script,style,[contenteditable="true"],.ProseMirror,[aria-hidden="true"],.djs-container')) continue;
      if (element.getClientRects().length === 0) continue;
      texts.push(text);
    }
    return texts;
  });

// The three languages are walked at once, each by a worker of its own.
test.describe.configure({ mode: 'parallel' });

for (const locale of ['en', 'es', 'zh'] as const) {
  test(`every screen of the menu speaks only the interface language (${locale}), but for what people typed`, async ({ page, baseURL }) => {
    const admin = await apiAs(baseURL!, 'admin');
    const menus = (await (await admin.get('/prod-api/menu/userMenu')).json()).data.list as { href: string | null; component: string | null }[];
    await admin.dispose();
    const paths = [...new Set(menus.filter((menu) => menu.href && menu.component).map((menu) => menu.href!))];
    expect(paths.length).toBeGreaterThan(20);
    const modules = paths.map((path) => path.split('/').at(-1)!).filter(Boolean);
    // Signed in first, so the browser's own session is among the online users the API lists.
    await signIn(page, 'admin');
    const typed = await typedData(baseURL!, modules);
    const fromPeople = (run: string) => typed.some((text) => text.includes(run.trim()));

    const found: string[] = [];
    await useLanguage(page, locale);
    await page.goto('/home');
    for (const path of paths) {
      // Moved by the router, as a menu click does, rather than loading the whole app again for each screen.
      await openScreen(page, path);
      for (const text of await visibleTexts(page)) {
        if (locale === 'zh') {
          const words = (text.match(/\b[A-Za-z][a-z]{2,}\b/g) ?? []).filter((word) => !LATIN_ALLOWED.has(word.toLowerCase()) && !fromPeople(word));
          if (words.length) found.push(`${locale} ${path}: ${text.slice(0, 80)}`);
        } else {
          const runs = (text.match(HAN_RUN) ?? []).filter((run) => !fromPeople(run));
          if (runs.length) found.push(`${locale} ${path}: ${text.slice(0, 80)}`);
        }
      }
    }
    expect([...new Set(found)]).toEqual([]);
  });
}
