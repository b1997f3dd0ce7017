import { API_BASE, OWN_PAGE_HEADERS } from '../../api/transport.ts';
import { fileNameOf, saveFile } from '../../lib/save-file.ts';

/** The most labels one sheet holds (the server's `MAX_LABELS`, src/server/stock/stock.routes.ts). */
export const MAX_LABELS = 500;

/**
 * Downloads the QR label sheet of the chosen records of a `tagged` module (POST /stock/labels, a PDF). The answer
 * is the JSON envelope only when the server refused; its message is returned.
 */
export async function downloadLabels(ids: readonly number[]): Promise<{ ok: true } | { ok: false; msg: string; status: number }> {
  const response = await fetch(`${API_BASE}/stock/labels`, {
    method: 'POST',
    credentials: 'include',
    headers: { ...OWN_PAGE_HEADERS, 'content-type': 'application/json', accept: 'application/json, application/pdf' },
    body: JSON.stringify({ ids }),
  });
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const envelope = (await response.json()) as { status: number; msg: string };
    return { ok: false, msg: envelope.msg, status: envelope.status };
  }
  saveFile(await response.blob(), fileNameOf(response.headers.get('content-disposition'), 'labels.pdf'));
  return { ok: true };
}
