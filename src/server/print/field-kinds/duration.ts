import type { FieldOf } from '../../../shared/rules/field-kinds/index.ts';
import { durationMessage } from '../../../shared/rules/field-kinds/duration.ts';
import { translate } from '../../lib/translate.ts';
import type { PrintKind } from './kind.ts';

/** Hours print in the reader's words and decimal mark: "7.5 h", "7.5 小时", "7,5 h". */
export const durationKind: PrintKind<FieldOf<'duration'>> = {
  text: (_field, { locale, value }) => {
    const message = durationMessage(locale, value);
    return translate(locale, message.id, message.values);
  },
  sample: () => '7.5',
};
