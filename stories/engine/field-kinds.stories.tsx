import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { FieldControl } from '../../src/client/engine/fields/field-control.tsx';
import { FieldValue } from '../../src/client/engine/fields/field-value.tsx';
import { messagesFor } from '../../src/client/i18n/messages.ts';
import type { Locale } from '../../src/shared/i18n/locales.ts';
import type { ScalarField } from '../../src/shared/rules/field.types.ts';
import { validateRecord } from '../../src/shared/rules/validate-record.ts';
import { customerModule } from './engine-fixtures.ts';

/**
 * A field of one kind in a given language: its form control, the value it stores, the value as lists and the view
 * show it, and what validation says of it (the shared rules the server runs too).
 */
function KindField({ locale, field, initial }: { locale: Locale; field: ScalarField; initial: string }) {
  return (
    <IntlProvider locale={locale} messages={messagesFor(locale)}>
      <EditedField field={field} initial={initial} />
    </IntlProvider>
  );
}

function EditedField({ field, initial }: { field: ScalarField; initial: string }) {
  const intl = useIntl();
  const [value, setValue] = useState<unknown>(initial);
  const [error] = validateRecord({ fields: [field] }, { [field.key]: value }, { required: true });
  return (
    <div style={{ width: 320, padding: 16 }}>
      <FieldControl
        descriptor={customerModule}
        field={field}
        value={value}
        onChange={setValue}
        label={field.key}
        required={false}
        disabled={false}
        error={error ? intl.formatMessage({ id: error.messageId }, error.values as Record<string, string | number>) : undefined}
      />
      <p>
        stored: <span data-testid="stored">{String(value)}</span>
      </p>
      <p>
        shown: <span data-testid="shown">{error ? '' : <FieldValue descriptor={customerModule} field={field} value={value} />}</span>
      </p>
    </div>
  );
}

const meta = {
  title: 'Engine/Field kinds',
  component: KindField,
  args: { locale: 'zh', field: { key: 'hours', type: 'duration' }, initial: '7.5' },
} satisfies Meta<typeof KindField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A time of day: the 24-hour time picker, stored "HH:mm". */
export const Time: Story = { args: { locale: 'en', field: { key: 'start', type: 'time' }, initial: '09:30' } };
/** Hours in half hours: shown "7.5 小时" in Chinese. */
export const Duration: Story = {};
/** In Spanish the hours are typed and shown with a decimal comma: "7,5 h". */
export const DurationSpanish: Story = { args: { locale: 'es' } };
/** 7.3 hours is no whole number of half hours: refused under the field. */
export const DurationRefused: Story = { args: { locale: 'en', initial: '7.3' } };
/** A percentage with two decimals, stored "12.50", shown "12.5 %". */
export const Percent: Story = { args: { locale: 'en', field: { key: 'rate', type: 'percent' }, initial: '12.50' } };
/** Above 100 % unless the field allows it. */
export const PercentRefused: Story = { args: { locale: 'en', field: { key: 'rate', type: 'percent' }, initial: '120' } };
/** A month: the date picker's year and month views, stored "YYYY-MM". */
export const Month: Story = { args: { locale: 'es', field: { key: 'period', type: 'month' }, initial: '2026-03' } };
