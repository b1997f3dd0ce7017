import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { fieldLabelId } from '../../modules/module.types.ts';
import { DEFAULT_RIGHT, FIELD_RIGHTS, readFieldRights, withFieldRight } from './bpmn-attributes.ts';
import { attr, type StepEditorProps } from './designer-types.ts';
import { ChoiceField } from './choice-field.tsx';

/**
 * What the step's approver may do with each field of the module (`oa:fieldRights`): edit it, read it (the default)
 * or not see it. The fields are the module descriptor's, named in the reader's language.
 */
export function FieldRightsEditor({ bo, module, readOnly, update }: StepEditorProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const text = attr(bo, 'oa:fieldRights');
  const rights = readFieldRights(text);
  if (module === undefined)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('wf.designer.loadingFields')}
      </Typography>
    );
  if (module === null)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('wf.designer.noModule')}
      </Typography>
    );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="field-rights">
      {module.fields.map((field) => (
        <ChoiceField
          key={field.key}
          label={intl.formatMessage({ id: fieldLabelId(module, field.key) })}
          value={rights[field.key] ?? DEFAULT_RIGHT}
          choices={FIELD_RIGHTS.map((right) => ({ value: right, label: t(`wf.designer.right.${right}`) }))}
          disabled={readOnly}
          onChange={(right) => update({ 'oa:fieldRights': withFieldRight(text, field.key, right as (typeof FIELD_RIGHTS)[number]) })}
          dataField={field.key}
        />
      ))}
    </Box>
  );
}
