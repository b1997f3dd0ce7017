import type { FieldOf } from '../../../shared/rules/field-kinds/index.ts';
import { readMonth } from '../../../shared/rules/field-kinds/month.ts';
import { trimmed, type ServerKind } from './kind.ts';

/** A month: exported as a date cell on its first day shown yyyy-mm; read from any date cell of it or from text ("2026-3"). */
export const monthKind: ServerKind<FieldOf<'month'>> = {
  input: trimmed,
  excel: {
    numFmt: 'yyyy-mm',
    write: (_field, { value }) => new Date(`${String(value)}-01T00:00:00Z`),
    read: (_field, text) => ({ value: readMonth(text) ?? text }),
  },
};
