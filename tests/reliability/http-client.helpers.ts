import { OWN_PAGE_HEADER } from '../../src/shared/envelope.ts';
import type { Answer, Call } from './workload.helpers.ts';

/** What the product's pages send with every call (plugins/cross-site.plugin.ts). */
const OWN_PAGE = { [OWN_PAGE_HEADER.name]: OWN_PAGE_HEADER.value };

const PASSWORDS: Record<string, string> = { admin: 'Admin@123' };

/** Signs each account in once (on the first instance) and keeps its session cookie, as a browser would. */
export async function signInAll(baseUrl: string, accounts: string[]): Promise<Map<string, string>> {
  const cookies = new Map<string, string>();
  for (const account of accounts) {
    const response = await fetch(`${baseUrl}/prod-api/login`, {
      method: 'POST',
      headers: { ...OWN_PAGE, 'content-type': 'application/json' },
      body: JSON.stringify({ username: account, password: PASSWORDS[account] ?? 'Demo@123' }),
    });
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('Admin-Token='));
    if (!cookie) throw new Error(`sign-in of ${account} failed: ${response.status}`);
    cookies.set(account, cookie.split(';')[0]);
  }
  return cookies;
}

export async function httpCall(baseUrl: string, cookie: string, method: 'GET' | 'POST', url: string, body?: object): Promise<Answer> {
  const response = await fetch(`${baseUrl}/prod-api${url}`, {
    method,
    headers: { ...OWN_PAGE, cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(30_000),
  });
  return (await response.json()) as Answer;
}

/**
 * Calls spread over several instances in turn. A call whose instance cannot be reached is sent to the next one,
 * as a load balancer would; `reached` counts the answered calls per instance.
 */
export function spreadCalls(baseUrls: string[], cookies: Map<string, string>) {
  let turn = 0;
  const reached = baseUrls.map(() => 0);
  const call: Call = async (account, method, url, body) => {
    const first = turn++ % baseUrls.length;
    let lastError: unknown;
    for (let i = 0; i < baseUrls.length; i++) {
      const index = (first + i) % baseUrls.length;
      try {
        const answer = await httpCall(baseUrls[index], cookies.get(account)!, method, url, body);
        reached[index]++;
        return answer;
      } catch (error) {
        lastError = error;
      }
    }
    throw lastError;
  };
  return { call, reached };
}
