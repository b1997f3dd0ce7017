import { useIntl } from 'react-intl';
import type { Locale } from '../../../../shared/i18n/languages.ts';
import type { FieldOf } from '../../../../shared/rules/field-kinds/index.ts';
import { percentBounds, percentMessage } from '../../../../shared/rules/field-kinds/percent.ts';
import { DecimalControl } from './decimal-control.tsx';
import type { ClientKind } from './kind.ts';

/** A percentage: typed with the reader's decimal mark beside "%"; shown without trailing zeros, "12.5 %", "12,5 %". */
export const percentKind: ClientKind<FieldOf<'percent'>> = {
  Control: (props) => <DecimalControl {...props} unit="%" negative={percentBounds(props.field).min < 0} />,
  Value: function PercentValue({ value }) {
    const intl = useIntl();
    const message = percentMessage(intl.locale as Locale, value);
    return <>{intl.formatMessage({ id: message.id }, message.values)}</>;
  },
};
