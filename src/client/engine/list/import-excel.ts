import type { Envelope } from '../../../shared/envelope.ts';
import { API_BASE, OWN_PAGE_HEADERS, REQUEST_TIMEOUT_MS } from '../../api/transport.ts';

/** Where an import stands: the bytes of the file sent so far, then the server reading, checking and saving it. */
export type ImportProgress = { phase: 'uploading'; sent: number; total: number } | { phase: 'checking' };
export type ImportAnswer = { kind: 'answer'; envelope: Envelope<unknown> } | { kind: 'timeout' } | { kind: 'network' };

/**
 * Sends an Excel import (POST /m/:module/import) with XMLHttpRequest, which, unlike fetch, reports how much of an
 * upload is sent. The API's 60 s allowance starts once the file is in, so a slow connection may take the time it
 * needs to send a large file.
 */
export function uploadImport(module: string, file: File, skipErrors: boolean, onProgress: (progress: ImportProgress) => void): Promise<ImportAnswer> {
  return uploadFile(`/m/${module}/import`, file, { skipErrors: String(skipErrors) }, onProgress);
}

/** Sends a file (as `file`, after `fields`) to an import route of the API, reporting the upload's progress. */
export function uploadFile(path: string, file: File, fields: Record<string, string>, onProgress: (progress: ImportProgress) => void): Promise<ImportAnswer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = (answer: ImportAnswer) => {
      clearTimeout(timer);
      resolve(answer);
    };
    request.open('POST', `${API_BASE}${path}`);
    request.withCredentials = true;
    for (const [name, value] of Object.entries({ ...OWN_PAGE_HEADERS, accept: 'application/json' })) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => onProgress({ phase: 'uploading', sent: event.loaded, total: event.lengthComputable ? event.total : file.size });
    request.upload.onload = () => {
      onProgress({ phase: 'checking' });
      timer = setTimeout(() => {
        request.abort();
        settle({ kind: 'timeout' });
      }, REQUEST_TIMEOUT_MS);
    };
    request.onload = () => {
      try {
        const envelope = JSON.parse(request.responseText) as Envelope<unknown>;
        if (typeof envelope?.status === 'number') return settle({ kind: 'answer', envelope });
      } catch {
        // Not our envelope (a proxy's error page, say): reported by its HTTP status below.
      }
      settle({ kind: 'answer', envelope: { status: request.status, msg: '', data: null } });
    };
    request.onerror = () => settle({ kind: 'network' });
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file, file.name);
    request.send(form);
  });
}
