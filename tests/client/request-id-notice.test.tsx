// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../src/client/api/base-api.ts';
import { Notifier } from '../../src/client/app/notifier.tsx';
import { makeStore } from '../../src/client/app/store.ts';
import { messagesFor } from '../../src/client/i18n/messages.ts';
import { REQUEST_ID_HEADER } from '../../src/shared/envelope.ts';

const probe = api.injectEndpoints({ endpoints: (build) => ({ requestIdProbe: build.query<unknown, string>({ query: (url) => url }) }) });
const refusal = (body: unknown, requestId: string) =>
  new Response(JSON.stringify(body), { status: 404, headers: { 'content-type': 'application/json', [REQUEST_ID_HEADER]: requestId } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a refused call’s message', () => {
  it.each([
    ['zh', '请求编号：3f9a0c2e71b4'],
    ['en', 'Request id: 3f9a0c2e71b4'],
    ['es', 'Id de solicitud: 3f9a0c2e71b4'],
  ] as const)('shows the request id the server answered with (%s)', async (locale, shown) => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(refusal({ status: 404, msg: 'Record not found', data: null, requestId: '3f9a0c2e71b4' }, '3f9a0c2e71b4')));
    const store = makeStore();
    await store.dispatch(probe.endpoints.requestIdProbe.initiate(`/missing-${locale}`));
    expect(store.getState().notice.queue[0]).toMatchObject({ severity: 'error', text: 'Record not found', requestId: '3f9a0c2e71b4' });
    render(
      <Provider store={store}>
        <IntlProvider locale={locale} messages={messagesFor(locale)}>
          <Notifier />
        </IntlProvider>
      </Provider>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Record not found');
    expect(screen.getByText(shown)).toBeTruthy();
  });

  it('takes the id from the header when the answer is not an envelope', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response('<html>bad gateway</html>', { status: 502, headers: { [REQUEST_ID_HEADER]: 'a1b2c3d4e5f6' } })),
    );
    const store = makeStore();
    await store.dispatch(probe.endpoints.requestIdProbe.initiate('/proxy'));
    expect(store.getState().notice.queue[0]).toMatchObject({ messageId: 'errors.status', values: { status: 502 }, requestId: 'a1b2c3d4e5f6' });
  });
});
