// @vitest-environment jsdom
import { composeStories } from '@storybook/react-vite';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview.tsx';
import { fieldSettings, overrideOf } from '../../src/client/engine/form/form-settings-dialog.tsx';
import { CLIENT_CATALOGUES } from '../../src/client/i18n/messages.ts';
import { findModule } from '../../src/modules/index.ts';
import { CATALOGUES } from '../../src/shared/i18n/locales.ts';
import * as dates from '../../stories/engine/date-input.stories.tsx';
import * as form from '../../stories/engine/module-form.stories.tsx';

const clientModule = findModule('customer')!;

const zh = (id: string): string => (CLIENT_CATALOGUES.zh as Record<string, string>)[id] ?? (CATALOGUES.zh as Record<string, string>)[id] ?? id;
const forms = composeStories(form, preview);
const pickers = composeStories(dates, preview);

afterEach(cleanup);

const fieldBox = (container: HTMLElement, key: string) => container.querySelector(`[data-field="${key}"]`);

describe('the generic form with a form override', () => {
  it('hides, relabels, requires, locks and moves fields as the override says', async () => {
    const { container } = render(<forms.WithOverride />);
    expect(fieldBox(container, 'shortName')).toBeNull();
    expect(fieldBox(container, 'industry')?.textContent).toContain('行业分类');
    expect(fieldBox(container, 'industry')?.textContent).toContain('*');
    expect(fieldBox(container, 'region')?.querySelector('input')?.disabled).toBe(true);
    const order = [...container.querySelectorAll('[data-field]')].map((element) => element.getAttribute('data-field'));
    expect(order[0]).toBe('creditCode');
    fireEvent.click(screen.getByRole('button', { name: zh('actions.save') }));
    expect(await screen.findByText(zh('messages.formInvalid'))).toBeTruthy();
    expect(fieldBox(container, 'industry')?.textContent).toContain(zh('rules.required'));
    // The override turned the contact mobile's required rule off.
    expect(fieldBox(container, 'contactMobile')?.textContent).not.toContain(zh('rules.required'));
    expect(fieldBox(container, 'contactName')?.textContent).toContain(zh('rules.required'));
  });

  it('shows the declared form without an override', () => {
    const { container } = render(<forms.NewRecord />);
    expect(fieldBox(container, 'shortName')).not.toBeNull();
    expect(fieldBox(container, 'name')?.nextElementSibling?.getAttribute('data-field')).toBe('shortName');
  });
});

describe('the form settings dialog rows', () => {
  it('write back only what differs from the descriptor, with every field in its place', () => {
    const rows = fieldSettings(clientModule, undefined);
    expect(overrideOf(clientModule, rows).fields.every((entry, index) => Object.keys(entry).join() === 'key,sort' && entry.sort === index)).toBe(true);
    const changed = rows.map((row) =>
      row.key === 'shortName'
        ? { ...row, visible: false }
        : row.key === 'industry'
          ? { ...row, required: true, label: { en: 'Sector', zh: '' } }
          : row.key === 'region'
            ? { ...row, readOnly: true, span: 24 as const }
            : row,
    );
    const config = overrideOf(clientModule, changed);
    expect(config.fields.find((entry) => entry.key === 'shortName')).toEqual({ key: 'shortName', sort: 1, visible: false });
    expect(config.fields.find((entry) => entry.key === 'industry')).toMatchObject({ required: true, label: { en: 'Sector' } });
    expect(config.fields.find((entry) => entry.key === 'region')).toMatchObject({ editable: false, span: 24 });
    expect(fieldSettings(clientModule, config).find((row) => row.key === 'region')).toMatchObject({ readOnly: true, span: 24 });
  });
});

describe('the date picker in three languages', () => {
  const shown = (container: HTMLElement) => container.querySelector('input')?.value;
  it('shows the stored day year-month-day in every language, the calendar button in that language', () => {
    const cases = [
      [pickers.Chinese, '2026-11-05', /^选择日期/],
      [pickers.English, '2026-11-05', /^Choose date/],
      [pickers.Spanish, '2026-11-05', /^Elige fecha/],
    ] as const;
    for (const [Story, text, button] of cases) {
      const { container, unmount } = render(<Story />);
      expect(shown(container)).toBe(text);
      expect(screen.getByRole('button', { name: button })).toBeTruthy();
      expect(screen.getByTestId('stored').textContent).toBe('2026-11-05');
      unmount();
    }
  });

  it('keeps seconds of a datetime and shows nothing for an empty value', () => {
    const { container, unmount } = render(<pickers.DateTime />);
    expect(shown(container)).toBe('2026-11-05 14:30:15');
    unmount();
    const empty = render(<pickers.Empty />);
    expect(shown(empty.container)).toBe('');
    expect(screen.getByTestId('stored').textContent).toBe('');
  });
});
