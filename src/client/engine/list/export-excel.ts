import type { ListQuery } from '../../../shared/schemas/engine.schema.ts';
import { API_BASE } from '../../api/base-api.ts';

export type ExportProgress = { received: number; total: number | null };

/** The file name the server gives in Content-Disposition (RFC 5987 form first). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (star) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return plain ? plain[1] : fallback;
}

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
    headers: { 'content-type': 'application/json', accept: 'application/json, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
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
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { ok: true, fileName };
}
