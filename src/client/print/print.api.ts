import { api } from '../api/base-api.ts';
import { API_BASE, OWN_PAGE_HEADERS } from '../api/transport.ts';
import { fileNameOf, saveFile } from '../lib/save-file.ts';

export type Paper = 'A4' | 'A5' | 'Letter';
/** GET /print/:module/:id: a record rendered through its print template, and where its PDF is (GET /ge/downloadPrint). */
export type PrintPageData = { html: string; title: string; fileName: string; filePath: string; paper: Paper; landscape: boolean };
/** Which template (saved, or unsaved form values) on which document: a record, the newest, or a sample. */
export type PreviewBody = { templateId?: number; template?: Record<string, unknown>; recordId?: number; sample?: boolean };
export type PreviewData = { html: string; fileName: string; paper: Paper; landscape: boolean; record: { id: number; serialNo: string } | null };

export const printApi = api.injectEndpoints({
  endpoints: (build) => ({
    // `language` only keys the cache: the server renders in the language cookie, so a switch fetches anew.
    printPage: build.query<PrintPageData, { module: string; id: number; language: string }>({
      query: ({ module, id }) => ({ url: `/print/${module}/${id}` }),
    }),
    printPreview: build.query<PreviewData, PreviewBody & { language: string }>({
      query: ({ language: _language, ...body }) => ({ url: '/printTemplate/preview', method: 'POST', body }),
    }),
  }),
});
export const { usePrintPageQuery, usePrintPreviewQuery } = printApi;

/** Spec §7 GET /ge/downloadPrint with the record's print path and its file name (built from the template's parts). */
export const downloadPrintUrl = (data: Pick<PrintPageData, 'filePath' | 'fileName'>) =>
  `${API_BASE}/ge/downloadPrint?${new URLSearchParams({ filePath: data.filePath, fileName: data.fileName })}`;

/** The preview as a PDF (POST /printTemplate/pdf), saved under the name the server gives. */
export async function downloadPreviewPdf(body: PreviewBody): Promise<{ ok: true; fileName: string } | { ok: false; msg: string }> {
  const response = await fetch(`${API_BASE}/printTemplate/pdf`, {
    method: 'POST',
    credentials: 'include',
    headers: { ...OWN_PAGE_HEADERS, 'content-type': 'application/json', accept: 'application/json, application/pdf' },
    body: JSON.stringify(body),
  });
  if ((response.headers.get('content-type') ?? '').includes('application/json')) return { ok: false, msg: ((await response.json()) as { msg: string }).msg };
  const fileName = fileNameOf(response.headers.get('content-disposition'), 'print.pdf');
  saveFile(await response.blob(), fileName);
  return { ok: true, fileName };
}
