import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { fieldLabelId, type ModuleDescriptor } from '../../modules/module.types.ts';
import { DEFAULT_RIGHT, FIELD_RIGHTS, readFieldRights, withFieldRight } from './bpmn-attributes.ts';
import { attr, type BusinessObject, type UpdateProperties } from './designer-types.ts';

/**
 * What the step's approver may do with each field of the module (`oa:fieldRights`): edit it, read it (the default)
 * or not see it. The fields are the module descriptor's, named in the reader's language.
 */
export function FieldRightsEditor({
  bo,
  module,
  readOnly,
  update,
}: {
  bo: BusinessObject;
  module: ModuleDescriptor | null | undefined;
  readOnly: boolean;
  update: UpdateProperties;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const text = attr(bo, 'oa:fieldRights');
  const rights = readFieldRights(text);
  if (module === undefined) return <Typography variant="body2" color="text.secondary">{t('wf.designer.loadingFields')}</Typography>;
  if (module === null) return <Typography variant="body2" color="text.secondary">{t('wf.designer.noModule')}</Typography>;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="field-rights">
      {module.fields.map((field) => (
        <TextField
          key={field.key}
          select
          size="small"
          label={intl.formatMessage({ id: fieldLabelId(module, field.key) })}
          value={rights[field.key] ?? DEFAULT_RIGHT}
          disabled={readOnly}
          onChange={(event) => update({ 'oa:fieldRights': withFieldRight(text, field.key, event.target.value as (typeof FIELD_RIGHTS)[number]) })}
          data-field={field.key}
        >
          {FIELD_RIGHTS.map((right) => (
            <MenuItem key={right} value={right}>
              {t(`wf.designer.right.${right}`)}
            </MenuItem>
          ))}
        </TextField>
      ))}
    </Box>
  );
}
