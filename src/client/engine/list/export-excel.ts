import type { ListQuery } from '../../../shared/schemas/engine.schema.ts';
import { API_BASE, OWN_PAGE_HEADERS } from '../../api/transport.ts';
import { fileNameOf, saveFile } from '../../lib/save-file.ts';

export type ExportProgress = { received: number; total: number | null };

/**
 * Exports the list's current query, all pages (POST /m/:module/export). The workbook streams, so progress is
 * the bytes received; the answer is not the JSON envelope unless the server refused, whose message is returned.
 */
export async function downloadExport(
  module: string,
  query: Omit<ListQuery, 'page'>,
  onProgress: (progress: ExportProgress) => void,
): Promise<{ ok: true; fileName: string } | { ok: false; msg: string; status: number }> {
  const response = await fetch(`${API_BASE}/m/${module}/export`, {
    method: 'POST',
    credentials: 'include',
    headers: {
      ...OWN_PAGE_HEADERS,
      'content-type': 'application/json',
      accept: 'application/json, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
    body: JSON.stringify(query),
  });
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const envelope = (await response.json()) as { status: number; msg: string };
    return { ok: false, msg: envelope.msg, status: envelope.status };
  }
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.length;
      onProgress({ received, total });
    }
  }
  const blob = new Blob(chunks, { type: type || 'application/octet-stream' });
  const fileName = fileNameOf(response.headers.get('content-disposition'), `${module}.xlsx`);
  saveFile(blob, fileName);
  return { ok: true, fileName };
}
