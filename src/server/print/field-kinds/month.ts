import type { FieldOf } from '../../../shared/rules/field-kinds/index.ts';
import { formatDate } from '../print-format.ts';
import { asItIs, type PrintKind } from './kind.ts';

/** A month prints as stored, "2026-03"; its sample is the month the preview is made in. */
export const monthKind: PrintKind<FieldOf<'month'>> = {
  text: asItIs,
  sample: (_field, { now }) => formatDate(now).slice(0, 7),
};
