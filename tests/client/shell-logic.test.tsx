// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uiSettings, type MenuEntry } from '../../src/shared/schemas/auth.schema.ts';
import { api } from '../../src/client/api/base-api.ts';
import { REP_TOKEN_HEADER } from '../../src/shared/envelope.ts';
import { DEFAULT_UI_SETTINGS } from '../../src/client/state/settings.slice.ts';
import { sessionActions } from '../../src/client/state/session.slice.ts';
import { makeStore } from '../../src/client/app/store.ts';
import { tagsActions, tagsSlice, type VisitedView } from '../../src/client/state/tags.slice.ts';
import { useTrackBackPath } from '../../src/client/layout/back-path.ts';
import { searchRoutes } from '../../src/client/layout/header-search.tsx';
import { searchableRoutes } from '../../src/client/components/menu-model.ts';
import { setNavigator } from '../../src/client/lib/navigation.ts';
import { routeAllowed } from '../../src/client/lib/permissions.ts';
import { MISSING_COMPONENT, registerPage, resolvePage } from '../../src/client/app/page-registry.ts';

const menu = (menuId: number, parentId: number | null, code: string, href: string | null, extra: Partial<MenuEntry> = {}): MenuEntry => ({
  menuId,
  parentId,
  code,
  name: code,
  i18nKey: `menu.${code}`,
  title: code,
  href,
  component: href ? href.slice(1) : null,
  icon: null,
  permission: null,
  type: href ? 1 : 0,
  sort: menuId,
  hidden: false,
  noCache: false,
  affix: false,
  ...extra,
});

describe('the UI settings (spec §3)', () => {
  it('start from the shared schema defaults: blue theme, tags view, sidebar logo', () => {
    expect(DEFAULT_UI_SETTINGS).toEqual(uiSettings.parse({}));
  });
});

describe('the route guard (spec §2)', () => {
  const user = { isAdmin: false, permissions: ['invoice:view'] };
  it('allows a route when the user holds any code of the entry chosen by pt', () => {
    const permission = [['invoice:list', 'invoice:view'], 'invoice:add', [], 'invoice:exam'];
    expect(routeAllowed(user, permission, '')).toBe(true);
    expect(routeAllowed(user, permission, '?pt=1')).toBe(false);
    expect(routeAllowed(user, permission, '?pt=2')).toBe(true);
    expect(routeAllowed(user, permission, '?pt=3')).toBe(false);
  });
  it('reads pt 0 when pt is missing or out of range, and lets admin through everywhere', () => {
    expect(routeAllowed(user, ['invoice:add'], '?pt=7')).toBe(false);
    expect(routeAllowed({ isAdmin: true, permissions: [] }, ['invoice:add'], '?pt=1')).toBe(true);
    expect(routeAllowed(null, undefined, '')).toBe(true);
  });
});

describe('the back path (spec §2)', () => {
  it('remembers the page shown before, and ignores the redirect view', () => {
    const { result, rerender } = renderHook(({ path }) => useTrackBackPath(path), { initialProps: { path: '/home' } });
    expect(result.current).toBeNull();
    rerender({ path: '/a' });
    expect(result.current).toBe('/home');
    rerender({ path: '/redirect/a' });
    rerender({ path: '/a' });
    expect(result.current).toBe('/home');
    rerender({ path: '/b?id=1' });
    expect(result.current).toBe('/a');
  });
});

describe('the tags view (spec §2 Tabs)', () => {
  const view = (name: string, extra: Partial<VisitedView> = {}): VisitedView => ({
    name,
    path: name,
    fullPath: name,
    title: { text: name },
    affix: false,
    noCache: false,
    ...extra,
  });
  const reduce = (...actions: ReturnType<(typeof tagsActions)[keyof typeof tagsActions]>[]) => actions.reduce(tagsSlice.reducer, tagsSlice.getInitialState());

  it('replaces an older tab of the same page and keeps affixed tabs first', () => {
    const state = reduce(
      tagsActions.visit(view('/a', { fullPath: '/a?id=1' })),
      tagsActions.visit(view('/home', { affix: true })),
      tagsActions.visit(view('/a', { fullPath: '/a?id=2' })),
    );
    expect(state.visited.map((item) => item.fullPath)).toEqual(['/home', '/a?id=2']);
  });
  it('keeps affixed tabs through close, close others and close all', () => {
    const opened = [tagsActions.visit(view('/home', { affix: true })), tagsActions.visit(view('/a')), tagsActions.visit(view('/b'))];
    expect(reduce(...opened, tagsActions.close('/home')).visited).toHaveLength(3);
    expect(reduce(...opened, tagsActions.closeOthers('/b')).visited.map((item) => item.name)).toEqual(['/home', '/b']);
    expect(reduce(...opened, tagsActions.closeAll()).visited.map((item) => item.name)).toEqual(['/home']);
  });
  it('counts refreshes so the cached page remounts', () => {
    expect(reduce(tagsActions.refresh('/a'), tagsActions.refresh('/a')).generation['/a']).toBe(2);
  });
});

describe('the header search (spec §2, §9)', () => {
  const list = [
    menu(1, null, 'home', '/home'),
    menu(2, null, 'system', null),
    menu(3, 2, 'system.online', '/system/online'),
    menu(4, 2, 'system.secret', '/system/secret', { hidden: true }),
    menu(5, null, 'account', null, { hidden: true }),
    menu(6, 5, 'account.updatepwd', '/updatepwd'),
  ];
  const options = searchableRoutes(list).map((route) => ({
    path: route.path,
    title: route.titles.map((title) => title.id!),
    label: route.titles.map((title) => title.id).join(' > '),
  }));

  it('offers only non-hidden pages, titled as breadcrumbs', () => {
    expect(options.map((option) => option.label)).toEqual(['menu.home', 'menu.system > menu.system.online']);
  });
  it('finds a page by a fuzzy piece of its title or path', () => {
    expect(searchRoutes(options, 'onlin')[0].path).toBe('/system/online');
    expect(searchRoutes(options, '   ')).toEqual([]);
  });
  it('cuts the pattern at 32 characters', () => {
    expect(searchRoutes(options, `online${'x'.repeat(40)}`)).toEqual(searchRoutes(options, `online${'x'.repeat(26)}`));
  });
});

describe('the page registry', () => {
  registerPage({ component: 'test/page', path: '/test/fixed', load: async () => () => null, meta: { title: { id: 'menu.home' }, permission: ['x:list'] } });
  registerPage({ component: MISSING_COMPONENT, load: async () => () => null, meta: { title: { id: 'page.moduleMissing' } } });

  it('serves a menu href with the page its component names, taking title and flags from the menu', () => {
    const resolved = resolvePage('/somewhere/else', [menu(9, null, 'else', '/somewhere/else', { component: 'test/page', noCache: true })]);
    expect(resolved?.page.component).toBe('test/page');
    expect(resolved?.meta).toMatchObject({ title: { id: 'menu.else', text: 'else' }, noCache: true, permission: ['x:list'] });
  });
  it('falls back to the registry path, and to the module-missing page for an unknown component', () => {
    expect(resolvePage('/test/fixed', [])?.name).toBe('/test/fixed');
    expect(resolvePage('/mystery', [menu(10, null, 'mystery', '/mystery', { component: 'no/such' })])?.page.component).toBe(MISSING_COMPONENT);
    expect(resolvePage('/nowhere', [])).toBeUndefined();
  });
});

describe('the base query (spec §7, §8)', () => {
  const probe = api.injectEndpoints({
    endpoints: (build) => ({
      probe: build.query<unknown, string>({ query: (url) => url }),
      save: build.mutation<unknown, string>({ query: (url) => ({ url, method: 'PUT', body: { a: 1 }, repToken: true }) }),
    }),
  });
  const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  let fetchMock: ReturnType<typeof vi.fn>;
  const navigate = vi.fn();

  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    setNavigator(navigate);
    navigate.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('unwraps the envelope and sends credentials to /prod-api', async () => {
    fetchMock.mockResolvedValue(answer({ status: 200, msg: 'ok', data: { n: 1 } }));
    const store = makeStore();
    const result = await store.dispatch(probe.endpoints.probe.initiate('/thing'));
    expect(result.data).toEqual({ n: 1 });
    expect(fetchMock.mock.calls[0][0]).toBe('/prod-api/thing');
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ credentials: 'include' });
  });

  it('shows the message of a refused call, or the status text when there is none', async () => {
    fetchMock.mockResolvedValueOnce(answer({ status: 1009, msg: '当前流程实例不存在!', data: null }, 404));
    fetchMock.mockResolvedValueOnce(answer({ status: 1234, msg: '', data: null }, 400));
    const store = makeStore();
    await store.dispatch(probe.endpoints.probe.initiate('/a'));
    await store.dispatch(probe.endpoints.probe.initiate('/b'));
    expect(store.getState().notice.queue).toMatchObject([
      { severity: 'error', text: '当前流程实例不存在!' },
      { severity: 'error', messageId: 'errors.status', values: { status: 1234 } },
    ]);
  });

  it('lets the pass-through statuses resolve without a message', async () => {
    fetchMock.mockResolvedValue(answer({ status: 10000001, msg: 'x', data: 'kept' }));
    const store = makeStore();
    expect((await store.dispatch(probe.endpoints.probe.initiate('/pass'))).data).toBe('kept');
    expect(store.getState().notice.queue).toEqual([]);
  });

  it('signs out on a dead session: storage and tabs cleared, login with the logout flag', async () => {
    sessionStorage.setItem('user', '{}');
    localStorage.setItem('anything', '1');
    fetchMock.mockResolvedValue(answer({ status: 403, msg: 'expired', data: null }, 401));
    const store = makeStore();
    store.dispatch(tagsActions.visit({ name: '/a', path: '/a', fullPath: '/a', title: {}, affix: false, noCache: false }));
    await store.dispatch(probe.endpoints.probe.initiate('/dead'));
    expect(sessionStorage.length + localStorage.length).toBe(0);
    expect(store.getState().tags.visited).toEqual([]);
    expect(store.getState().session).toMatchObject({ user: null, signedOut: true });
    expect(navigate).toHaveBeenCalledWith('/login?logout=1', { replace: true });
  });

  it('takes a 403 during a sign-out for no expired session', async () => {
    fetchMock.mockResolvedValue(answer({ status: 403, msg: 'expired', data: null }, 401));
    const store = makeStore();
    store.dispatch(sessionActions.signedOut());
    await store.dispatch(probe.endpoints.probe.initiate('/late'));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('fetches a repetition token first for calls that want one', async () => {
    fetchMock.mockResolvedValueOnce(answer({ status: 200, msg: '', data: 'tok-1' })).mockResolvedValueOnce(answer({ status: 200, msg: '', data: null }));
    const store = makeStore();
    await store.dispatch(probe.endpoints.save.initiate('/save'));
    expect(fetchMock.mock.calls[0][0]).toBe('/prod-api/ge/rep-token');
    expect(fetchMock.mock.calls[1][1]).toMatchObject({ method: 'PUT', body: '{"a":1}', headers: { [REP_TOKEN_HEADER]: 'tok-1' } });
  });

  it('reports a network failure with the spec message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const store = makeStore();
    await store.dispatch(probe.endpoints.probe.initiate('/offline'));
    expect(store.getState().notice.queue).toMatchObject([{ messageId: 'errors.network' }]);
  });
});
