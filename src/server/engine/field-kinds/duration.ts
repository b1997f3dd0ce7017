import { durationText, readDuration } from '../../../shared/rules/field-kinds/duration.ts';
import type { FieldOf } from '../../../shared/rules/field-kinds/index.ts';
import type { ServerKind } from './kind.ts';

/** Hours in half hours: stored as "7.5", exported as the number 7.5; read from a number cell or text ("7,5"). */
export const durationKind: ServerKind<FieldOf<'duration'>> = {
  input: (_field, value) => durationText(String(value)),
  excel: {
    numFmt: '0.0',
    write: (_field, { value }) => Number(value),
    read: (_field, text) => ({ value: readDuration(text) ?? text }),
  },
};
