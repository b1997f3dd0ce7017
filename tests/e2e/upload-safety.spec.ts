import { expect, test, type Page } from '@playwright/test';
import { ownPage, signIn } from './e2e.helpers.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** Uploads a file to a customer's attachments with the page's session, claiming `type`; answers the envelope. */
async function upload(page: Page, name: string, type: string, content: string | Buffer) {
  const answer = await page.request.post('/prod-api/ge/upload', {
    headers: ownPage,
    multipart: { module: 'customer', field: 'attachments', businessType: 'customer', file: { name, mimeType: type, buffer: Buffer.from(content) } },
  });
  return (await answer.json()) as { status: number; data: { id: string; field?: string } };
}

test('an uploaded file claiming to be a web page runs no script when its link is opened', async ({ page }) => {
  await signIn(page, 'staff01');
  // A page of HTML named as a PDF is refused; named as text, it is kept as text.
  expect(await upload(page, 'invoice.pdf', 'text/html', '<script>alert(1)</script>')).toMatchObject({ status: 1001, data: { field: 'attachments' } });
  // The script comes from the same origin (another upload), as the application's own scripts do.
  const script = await upload(page, 'notes.txt', 'text/javascript', "document.title = 'owned'; alert('owned');");
  const html = await upload(page, 'readme.txt', 'text/html', `<title>readme</title><script src="/prod-api/ge/preview/${script.data.id}"></script>`);
  const image = await upload(page, 'scan.png', 'text/html', PNG);

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`/prod-api/ge/preview/${html.data.id}`);
  expect(await page.title()).not.toBe('owned');
  expect(dialogs).toEqual([]);
  // Shown as the text it is.
  await expect(page.locator('body')).toContainText('<script src=');

  await page.goto(`/prod-api/ge/preview/${image.data.id}`);
  await expect.poll(() => page.locator('img').evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(1);
});
