// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../src/client/app/store.ts';
import { ItemsSetup } from '../../src/client/domains/payroll/salary-setup.tsx';
import { messagesFor } from '../../src/client/i18n/messages.ts';

const envelope = (status: number, msg: string, data: unknown) =>
  new Response(JSON.stringify({ status, msg, data }), { status: 200, headers: { 'content-type': 'application/json' } });

const BASE = {
  id: 1,
  code: 'base',
  name: '基本工资',
  itemType: 1,
  formula: null,
  rankAmounts: { P1: '8000' },
  amount: null,
  roundStep: '0.01',
  roundMode: 'halfUp',
  sort: 1,
};

/** A server of one catalogue: a formula naming `bonusRate` is refused as the server refuses it, on the formula field. */
function server(refusal: string) {
  const items: unknown[] = [BASE];
  const posted: Record<string, unknown>[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (!url.endsWith('/payroll/items')) return envelope(200, '', null);
    if (init?.method !== 'POST') return envelope(200, '', items);
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    posted.push(body);
    if (String(body.formula).includes('bonusRate')) return envelope(1001, refusal, { field: 'formula' });
    items.push({ ...body, id: 2 });
    return envelope(200, '', { ...body, id: 2 });
  });
  vi.stubGlobal('fetch', fetch);
  return posted;
}

function show(locale: 'zh' | 'en' | 'es') {
  render(
    <Provider store={makeStore()}>
      <IntlProvider locale={locale} messages={messagesFor(locale)}>
        <ItemsSetup editable />
      </IntlProvider>
    </Provider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('salary items: a calculated item refused, fixed and saved', () => {
  it.each([
    ['zh', '新增', '编码', '名称', '公式', '保存', '计算项', '公式中的“bonusRate”不是工资项目，也不是考勤数据或参数'],
    ['en', 'Add', 'Code', 'Name', 'Formula', 'Save', 'Calculated', '“bonusRate” in the formula is neither a salary item'],
    ['es', 'Añadir', 'Código', 'Nombre', 'Fórmula', 'Guardar', 'Calculado', '«bonusRate» en la fórmula no es un concepto salarial'],
  ] as const)(
    'shows the refusal under the formula, keeps the form, then lists the item (%s)',
    async (locale, add, code, name, formula, save, calculated, refusal) => {
      const posted = server(refusal);
      show(locale);
      expect(await screen.findByText('基本工资')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: add }));
      const dialog = await screen.findByRole('dialog');
      fireEvent.change(within(dialog).getByRole('textbox', { name: new RegExp(code) }), { target: { value: 'bonus' } });
      fireEvent.change(within(dialog).getByRole('textbox', { name: new RegExp(name) }), { target: { value: '奖金' } });
      const formulaBox = within(dialog).getByRole('textbox', { name: new RegExp(formula) });
      fireEvent.change(formulaBox, { target: { value: 'base * bonusRate' } });
      fireEvent.click(within(dialog).getByRole('button', { name: save }));
      expect(await within(dialog).findByText(new RegExp(refusal))).toBeTruthy();
      expect(formulaBox.getAttribute('aria-invalid')).toBe('true');
      // Nothing typed is lost.
      expect((formulaBox as HTMLTextAreaElement).value).toBe('base * bonusRate');
      expect((within(dialog).getByRole('textbox', { name: new RegExp(code) }) as HTMLInputElement).value).toBe('bonus');
      fireEvent.change(formulaBox, { target: { value: 'base * 0.1' } });
      fireEvent.click(within(dialog).getByRole('button', { name: save }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(await screen.findByText('奖金')).toBeTruthy();
      expect(screen.getAllByText(calculated).length).toBeGreaterThan(0);
      expect(posted.at(-1)).toMatchObject({ code: 'bonus', name: '奖金', itemType: 4, formula: 'base * 0.1', amount: null, rankAmounts: null });
    },
  );
});
