import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '../../src/shared/i18n/locales.ts';
import { ownPage, signIn, text, useLanguage } from './support.ts';

/** Where the designer's screenshots are kept for a look in each language. */
const SHOTS = '/tmp/wt-a-shots';
mkdirSync(SHOTS, { recursive: true });

/** A draft of the reimbursement flow made from its published version (or from `xml`); answers its version number. */
async function newDraft(page: Page, edit: (xml: string) => string = (xml) => xml): Promise<number> {
  const versions = (await (await page.request.get('/prod-api/flow/definitions?flowKey=reimbursement')).json()).data as { id: number; status: string }[];
  const published = versions.find((version) => version.status === 'published')!;
  const xml = (await (await page.request.get(`/prod-api/flow/definitions/${published.id}`)).json()).data.xml as string;
  const created = await (
    await page.request.post('/prod-api/flow/definitions', { headers: ownPage, data: { flowKey: 'reimbursement', xml: edit(xml) } })
  ).json();
  expect(created.status).toBe(200);
  return created.data.version as number;
}

/** Opens the process page in `locale` with the draft `version` in the designer. */
async function openDraft(page: Page, locale: Locale, version: number) {
  await useLanguage(page, locale);
  await page.goto('/system/process');
  await page.locator(`[data-version="reimbursement:${version}"]`).click();
  await expect(page.getByTestId('bpmn-designer').locator('.djs-palette')).toBeVisible();
  await expect(page.locator('[data-element-id="Task_Finance"]')).toBeVisible();
}

test('the designer’s palette, context pad and change-element menu speak the reader’s language', async ({ page }) => {
  await signIn(page, 'admin');
  const version = await newDraft(page);
  for (const locale of ['zh', 'en', 'es'] as const) {
    const t = (id: string) => text(locale, id);
    await openDraft(page, locale, version);
    const palette = page.getByTestId('bpmn-designer').locator('.djs-palette');
    await expect(palette.locator('[data-action="hand-tool"]')).toHaveAttribute('aria-label', t('wf.designer.tool.hand'));
    await expect(palette.locator('[data-action="global-connect-tool"]')).toHaveAttribute('aria-label', t('wf.designer.tool.connect'));
    await expect(palette.locator('[data-action="create.start-event"]')).toHaveAttribute('aria-label', t('wf.designer.create.start'));
    await expect(palette.locator('[data-action="create.end-event"]')).toHaveAttribute('aria-label', t('wf.designer.create.end'));

    await page.locator('[data-element-id="Task_Finance"]').click();
    const pad = page.locator('.djs-context-pad');
    await expect(pad.locator('[data-action="delete"]')).toHaveAttribute('title', t('wf.designer.pad.delete'));
    await expect(pad.locator('[data-action="connect"]')).toHaveAttribute('title', t('wf.designer.pad.connect'));
    await expect(pad.locator('[data-action="append.end-event"]')).toHaveAttribute('title', t('wf.designer.append.end'));
    await pad.locator('[data-action="replace"]').click();
    const menu = page.locator('.djs-popup');
    await expect(menu.locator('.djs-popup-title')).toHaveText(t('wf.designer.pad.replace'));
    await expect(menu.locator('[data-id="replace-with-send-task"]')).toHaveText(t('wf.designer.kind.ccTask'));
    await expect(menu.locator('[data-id="replace-with-call-activity"]')).toHaveText(t('wf.designer.kind.callActivity'));
    await page.screenshot({ path: `${SHOTS}/designer-menu-${locale}.png` });
    await page.keyboard.press('Escape');
  }
});
