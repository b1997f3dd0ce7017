import type { ScalarField } from '../../../shared/rules/field.types.ts';
import { clientKind, type ControlProps } from './kinds/index.ts';

export type { ControlProps } from './kinds/index.ts';

/** One form control chosen by the field's kind (spec §2 generic form screen; the controls: `kinds/`). */
export function FieldControl(props: ControlProps) {
  const { Control } = clientKind<ScalarField>(props.field);
  return <Control {...props} />;
}
