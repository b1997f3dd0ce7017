// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../src/client/app/store.ts';
import { ClearanceList } from '../../src/client/domains/people/clearance.tsx';
import { messagesFor } from '../../src/client/i18n/messages.ts';
import type { Clearance } from '../../src/shared/schemas/people.schema.ts';

const answered = (data: Clearance) =>
  vi.fn().mockResolvedValue(new Response(JSON.stringify({ status: 200, msg: '', data }), { status: 200, headers: { 'content-type': 'application/json' } }));

const HOLDING: Clearance = {
  person: { id: 4, name: '陈小明' },
  assets: [{ id: 9, tag: 'ZC202600001', itemId: 3, item: '笔记本电脑', status: 2, returnState: 0, location: null }],
  loans: [],
  owed: [{ module: 'loan', title: 'Loans', recordId: 76, serialNo: 'JK2026110001', status: 20 }],
  tasks: [{ module: 'leave', title: 'Leave', recordId: 80, serialNo: 'QJ2026110003', status: 3, step: 'Department head approval' }],
  inApproval: [],
};
const NOTHING: Clearance = { person: { id: 5, name: '王芳' }, assets: [], loans: [], owed: [], tasks: [], inApproval: [] };

function show(locale: 'zh' | 'en' | 'es', data: Clearance) {
  vi.stubGlobal('fetch', answered(data));
  render(
    <Provider store={makeStore()}>
      <IntlProvider locale={locale} messages={messagesFor(locale)}>
        <ClearanceList archiveId={data.person.id} />
      </IntlProvider>
    </Provider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a leaver’s clearance under the employee field', () => {
  it.each([
    ['en', 'Fixed assets in their custody (1)', 'Money owed (1)', 'Open approvals (1), handed over on the leave date', 'cannot be signed'],
    ['zh', '保管的固定资产（1）', '未还款（1）', '待办审批（1），离职生效时转交接手人', '不能签批离职'],
    ['es', 'Activos fijos bajo su custodia (1)', 'Dinero adeudado (1)', 'Aprobaciones pendientes (1), traspasadas en la fecha de baja', 'no puede firmarse'],
  ] as const)('counts and names what is still held, owed and to approve (%s)', async (locale, assets, owed, tasks, blocks) => {
    show(locale, HOLDING);
    expect(await screen.findByText(assets)).toBeTruthy();
    expect(screen.getByText(owed)).toBeTruthy();
    expect(screen.getByText(tasks)).toBeTruthy();
    expect(screen.getByText('JK2026110001')).toBeTruthy();
    expect(screen.getByText(/笔记本电脑/)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(blocks);
  });

  it.each([
    ['en', 'Nothing outstanding'],
    ['zh', '无未清事项'],
    ['es', 'Nada pendiente'],
  ] as const)('says nothing is outstanding when nothing is (%s)', async (locale, text) => {
    show(locale, NOTHING);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
