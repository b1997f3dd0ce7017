import type { FieldOf } from '../../../shared/rules/field-kinds/index.ts';
import { percentText, readPercent } from '../../../shared/rules/field-kinds/percent.ts';
import type { ServerKind } from './kind.ts';

/**
 * A percentage: stored as "12.50", exported as a percent cell (0.125 shown 12.50%); read from one (the sheet reader
 * gives "12.5%") or from a number or text, taken as the percentage itself ("12.5", "12,5 %").
 */
export const percentKind: ServerKind<FieldOf<'percent'>> = {
  input: (_field, value) => percentText(String(value)),
  excel: {
    numFmt: '0.00%',
    write: (_field, { value }) => Number(value) / 100,
    read: (_field, text) => ({ value: readPercent(text) ?? text }),
  },
};
