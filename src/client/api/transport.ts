import { OWN_PAGE_HEADER, REQUEST_ID_HEADER, STATUS_OK, type Envelope } from '../../shared/envelope.ts';

/** Spec §7: base path /prod-api, credentials sent, 60 s timeout. */
export const API_BASE = '/prod-api';
export const REQUEST_TIMEOUT_MS = 60_000;
/** Headers every call of these pages carries (the server refuses a call that changes data without them). */
export const OWN_PAGE_HEADERS: Record<string, string> = { [OWN_PAGE_HEADER.name]: OWN_PAGE_HEADER.value };

/** A call as it goes over the wire; the API layer adds its own options (`ApiRequest` in base-api.ts). */
export type WireRequest = {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  params?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
};

/** One call with the headers of the product's pages; the answer is the envelope, or the HTTP status as one. */
export async function send(
  request: WireRequest,
  signal: AbortSignal,
  headers: Record<string, string> = {},
): Promise<Envelope<unknown> & { httpStatus: number }> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(request.params ?? {})) if (value !== undefined) query.set(key, String(value));
  const url = `${API_BASE}${request.url}${query.size ? `?${query}` : ''}`;
  const isForm = request.body instanceof FormData;
  const init: RequestInit = {
    method: request.method ?? 'GET',
    credentials: 'include',
    signal,
    headers: {
      accept: 'application/json',
      ...OWN_PAGE_HEADERS,
      ...(request.body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: request.body === undefined ? undefined : isForm ? (request.body as FormData) : JSON.stringify(request.body),
  };
  const response = await fetch(url, init);
  const text = await response.text();
  // The server's id of this request (absent when a proxy answered instead).
  const requestId = response.headers.get(REQUEST_ID_HEADER) ?? undefined;
  try {
    const envelope = JSON.parse(text) as Envelope<unknown>;
    if (typeof envelope?.status !== 'number') throw new Error('not an envelope');
    return { ...envelope, requestId: envelope.requestId ?? requestId, httpStatus: response.status };
  } catch {
    // Not our envelope (a proxy error page, say): report the HTTP status as the interface status.
    return { status: response.status, msg: '', data: null, requestId, httpStatus: response.status };
  }
}

/**
 * A public read for a page that shows before the API layer has loaded (the login page's config): the data, or
 * nothing when the call fails, and the page keeps its defaults.
 */
export async function readPublic<T>(url: string): Promise<T | undefined> {
  const envelope = await send({ url }, AbortSignal.timeout(REQUEST_TIMEOUT_MS)).catch(() => undefined);
  return envelope?.status === STATUS_OK ? (envelope.data as T) : undefined;
}
