import type { FieldOf } from '../../../../shared/rules/field-kinds/index.ts';
import { PickerControl } from './frame.tsx';
import type { ClientKind } from './kind.ts';

/** A month: the date picker's year and month views, shown as stored, "2026-03". */
export const monthKind: ClientKind<FieldOf<'month'>> = {
  Control: PickerControl,
  Value: ({ value }) => <>{String(value)}</>,
};
