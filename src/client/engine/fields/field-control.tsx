import Alert from '@mui/material/Alert';
import { useIntl } from 'react-intl';
import type { ScalarField } from '../../../shared/rules/field.types.ts';
import { clientKind, type ControlProps } from './kinds/index.ts';

export type { ControlProps } from './kinds/index.ts';

/**
 * One form control chosen by the field's kind (spec §2 generic form screen; the controls: `kinds/`). A kind this
 * client does not know (a descriptor newer than the page) says so instead of failing.
 */
export function FieldControl(props: ControlProps) {
  const intl = useIntl();
  const kind = clientKind<ScalarField>(props.field) as ReturnType<typeof clientKind<ScalarField>> | undefined;
  if (!kind) return <Alert severity="warning">{intl.formatMessage({ id: 'form.unknownControl' })}</Alert>;
  return <kind.Control {...props} />;
}
