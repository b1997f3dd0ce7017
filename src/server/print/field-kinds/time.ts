import type { FieldOf } from '../../../shared/rules/field-kinds/index.ts';
import { asItIs, type PrintKind } from './kind.ts';

/** A time of day prints as stored, "09:30"; its sample is the time the preview is made. */
export const timeKind: PrintKind<FieldOf<'time'>> = {
  text: asItIs,
  sample: (_field, { now }) => now.toTimeString().slice(0, 5),
};
