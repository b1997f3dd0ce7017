import { useIntl } from 'react-intl';
import type { Locale } from '../../../../shared/i18n/languages.ts';
import { durationMessage } from '../../../../shared/rules/field-kinds/duration.ts';
import type { FieldOf } from '../../../../shared/rules/field-kinds/index.ts';
import { DecimalControl } from './decimal-control.tsx';
import type { ClientKind, ControlProps } from './kind.ts';

function DurationControl(props: ControlProps<FieldOf<'duration'>>) {
  return <DecimalControl {...props} unit={useIntl().formatMessage({ id: 'engine.durationUnit' })} />;
}

/** Hours in half hours: typed with the reader's decimal mark beside the unit; shown "7.5 h", "7.5 小时", "7,5 h". */
export const durationKind: ClientKind<FieldOf<'duration'>> = {
  Control: DurationControl,
  Value: function DurationValue({ value }) {
    const intl = useIntl();
    const message = durationMessage(intl.locale as Locale, value);
    return <>{intl.formatMessage({ id: message.id }, message.values)}</>;
  },
};
