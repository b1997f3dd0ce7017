import { dayFraction, readTime } from '../../../shared/rules/field-kinds/time.ts';
import type { FieldOf } from '../../../shared/rules/field-kinds/index.ts';
import { trimmed, type ServerKind } from './kind.ts';

/** A time of day: exported as a time cell (the fraction of a day, shown hh:mm); read from one or from text ("9:05"). */
export const timeKind: ServerKind<FieldOf<'time'>> = {
  input: trimmed,
  excel: {
    numFmt: 'hh:mm',
    write: (_field, { value }) => dayFraction(String(value)),
    read: (_field, text) => ({ value: readTime(text) ?? text }),
  },
};
