import type { FieldOf } from '../../../shared/rules/field-kinds/index.ts';
import { percentMessage } from '../../../shared/rules/field-kinds/percent.ts';
import { translate } from '../../lib/translate.ts';
import type { PrintKind } from './kind.ts';

/** A percentage prints without trailing zeros, in the reader's decimal mark: "12.5 %", "12,5 %". */
export const percentKind: PrintKind<FieldOf<'percent'>> = {
  text: (_field, { locale, value }) => {
    const message = percentMessage(locale, value);
    return translate(locale, message.id, message.values);
  },
  sample: () => '12.50',
};
