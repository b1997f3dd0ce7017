import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { DateInput, type DateKind } from '../../src/client/components/date-input.tsx';
import { messagesFor } from '../../src/client/i18n/messages.ts';
import type { Locale } from '../../src/shared/i18n/locales.ts';

/** The picker in a given language, showing the value it stores underneath. */
function LocalizedDate({ locale, kind, initial }: { locale: Locale; kind: DateKind; initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <IntlProvider locale={locale} messages={messagesFor(locale)}>
      <div style={{ width: 320, padding: 16 }}>
        <DateInput kind={kind} label={kind === 'date' ? 'Date' : 'Date and time'} value={value} onChange={setValue} />
        <p data-testid="stored">{value}</p>
      </div>
    </IntlProvider>
  );
}

const meta = {
  title: 'Engine/Date picker',
  component: LocalizedDate,
  args: { locale: 'zh', kind: 'date', initial: '2026-11-05' },
} satisfies Meta<typeof LocalizedDate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Chinese: year-month-day, weeks from Monday, Chinese month names. */
export const Chinese: Story = {};
/** English: month/day/year. */
export const English: Story = { args: { locale: 'en' } };
/** Spanish: day/month/year, Spanish calendar text. */
export const Spanish: Story = { args: { locale: 'es' } };
/** A datetime field keeps seconds: stored 'yyyy-mm-dd HH:mm:ss'. */
export const DateTime: Story = { args: { locale: 'en', kind: 'datetime', initial: '2026-11-05 14:30:15' } };
/** Nothing picked yet. */
export const Empty: Story = { args: { locale: 'es', initial: '' } };
