import type { FieldOf } from '../../../../shared/rules/field-kinds/index.ts';
import { PickerControl } from './frame.tsx';
import type { ClientKind } from './kind.ts';

/** A time of day: the time picker (24 hours, hours and minutes), shown as stored, "09:30". */
export const timeKind: ClientKind<FieldOf<'time'>> = {
  Control: PickerControl,
  Value: ({ value }) => <>{String(value)}</>,
};
