import type { Decorator } from '@storybook/react-vite';
import { useMemo, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import type { ListQuery } from '../../src/shared/schemas/engine.schema.ts';
import { sessionActions } from '../../src/client/state/session.slice.ts';
import { makeStore } from '../../src/client/app/store.ts';
import { Notifier } from '../../src/client/app/notifier.tsx';
import { adminUser, customerRows, officeTree, users } from './engine-fixtures.ts';

type Answer = { status: number; msg: string; data: unknown };
const ok = (data: unknown): Answer => ({ status: 200, msg: 'Success', data });

/** Answers of the generic routes from the fixtures; a page request honours paging and the quick search. */
export function fixtureAnswer(method: string, url: URL, body: unknown): Answer | null {
  const path = url.pathname.replace(/^\/prod-api/, '');
  if (path === '/ge/rep-token') return ok('story-token');
  if (path === '/office/tree') return ok(officeTree);
  if (path === '/user/queryPageUser') return ok({ list: users, total: users.length });
  const listed = /^\/m\/(\w+)\/(page|count)$/.exec(path);
  if (listed && method === 'POST') {
    const query = (body ?? {}) as ListQuery;
    const text = typeof query.query === 'string' ? query.query : '';
    const rows = customerRows.filter((row) => !text || String(row.name).includes(text));
    if (listed[2] === 'count') return ok({ total: rows.length, totalExact: true, estimate: null });
    const index = query.page?.pageIndex ?? 1;
    const limit = query.page?.limit ?? 10;
    const more = rows.length > index * limit;
    // Like the server: without `withTotal` the page counts; with `withTotal: false` only a last page tells its total.
    const total = query.withTotal === false && more ? null : rows.length;
    return ok({ list: rows.slice((index - 1) * limit, index * limit), total, totalExact: total !== null, more, pageIndex: index, limit });
  }
  const record = /^\/m\/(\w+)\/(\d+)$/.exec(path);
  if (record && method === 'GET') return ok(customerRows.find((row) => row.id === Number(record[2])) ?? null);
  if (/^\/m\/(\w+)$/.exec(path) && method === 'POST') return ok({ ...customerRows[0], ...(body as object), id: 99 });
  if (/^\/m\/(\w+)\/layout$/.exec(path)) return ok(null);
  return null;
}

let installed = false;
/** Replaces fetch for /prod-api calls so the screens run without a server. */
export function installFixtureFetch(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  const real = typeof window.fetch === 'function' ? window.fetch.bind(window) : null;
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, window.location.href);
    if (!url.pathname.startsWith('/prod-api/') && real) return real(input, init);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const answer = fixtureAnswer(init?.method ?? 'GET', url, body) ?? { status: 404, msg: 'Not found', data: null };
    await new Promise((resolve) => setTimeout(resolve, 150));
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  };
}

export function EngineStoryFrame({ children, path = '/client/customer' }: { children: ReactNode; path?: string }) {
  const store = useMemo(() => {
    installFixtureFetch();
    const created = makeStore();
    created.dispatch(sessionActions.signedIn(adminUser));
    return created;
  }, []);
  return (
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <div style={{ padding: 16, background: '#f0f2f5', minHeight: '100vh' }}>{children}</div>
        <Notifier />
      </MemoryRouter>
    </Provider>
  );
}

/** Store, router and fixture answers around a generic screen. */
export const withEngine: Decorator = (Story) => (
  <EngineStoryFrame>
    <Story />
  </EngineStoryFrame>
);
