import http from 'node:http';
import { OWN_PAGE_HEADER } from '../../src/shared/envelope.ts';

/**
 * The benchmarks' load generator: plain HTTP/1.1 over kept-alive connections. It runs on the same two cores as the
 * server and the database, and `fetch` spends about twice the CPU per call, which the measured server would lose.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

export type Envelope<T = unknown> = { status: number; msg?: string; data: T };

/** POSTs JSON and answers the response's envelope and its cookies. */
export function postJson<T>(baseUrl: string, url: string, body: object, cookie?: string): Promise<{ envelope: Envelope<T>; cookies: string[] }> {
  const payload = JSON.stringify(body);
  const headers: http.OutgoingHttpHeaders = {
    [OWN_PAGE_HEADER.name]: OWN_PAGE_HEADER.value,
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(payload),
  };
  if (cookie) headers.cookie = cookie;
  return new Promise((resolve, reject) => {
    const request = http.request(`${baseUrl}${url}`, { method: 'POST', agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        try {
          resolve({ envelope: JSON.parse(Buffer.concat(chunks).toString()) as Envelope<T>, cookies: response.headers['set-cookie'] ?? [] });
        } catch (error) {
          reject(error);
        }
      });
      response.on('error', reject);
    });
    request.setTimeout(60_000, () => request.destroy(new Error(`no answer from ${url} in 60 s`)));
    request.on('error', reject);
    request.end(payload);
  });
}

/** Signs a demo account in and answers its session cookie (`Admin-Token=...`). */
export async function signIn(baseUrl: string, username: string, password = 'Demo@123'): Promise<string> {
  const { cookies } = await postJson(baseUrl, '/prod-api/login', { username, password });
  const session = cookies.find((cookie) => cookie.startsWith('Admin-Token='));
  if (!session) throw new Error(`sign-in of ${username} failed`);
  return session.split(';')[0];
}
