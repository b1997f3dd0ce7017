import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import { readTimeLimit, readTimeoutAction, TIMEOUT_ACTIONS, writeTimeLimit, type TimeLimitUnit } from './bpmn-attributes.ts';
import { attr, type StepEditorProps } from './designer-types.ts';
import { ChoiceField } from './choice-field.tsx';

/**
 * A step's time limit (`oa:timeLimit`: hours or working days of the holiday calendar) and what happens when it
 * passes (`oa:onTimeout`: remind, again every `oa:remindEvery` hours; approve; reject; escalate to the head above).
 */
export function TimeLimitEditor({ bo, readOnly, update }: Omit<StepEditorProps, 'module'>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const limit = readTimeLimit(attr(bo, 'oa:timeLimit'));
  const action = readTimeoutAction(bo.get('oa:onTimeout'));
  const hasLimit = Boolean(limit.amount);
  const setLimit = (amount: string, unit: TimeLimitUnit) => {
    const written = writeTimeLimit({ amount, unit });
    update(written ? { 'oa:timeLimit': written } : { 'oa:timeLimit': undefined, 'oa:onTimeout': undefined, 'oa:remindEvery': undefined });
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }} data-testid="time-limit">
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextField
          size="small"
          type="number"
          label={t('wf.designer.timeLimit')}
          value={limit.amount}
          disabled={readOnly}
          placeholder={t('wf.designer.noLimit')}
          slotProps={{ htmlInput: { min: 0, step: 'any' }, inputLabel: { shrink: true } }}
          onChange={(event) => setLimit(event.target.value, limit.unit)}
          sx={{ flex: 1, minWidth: 0 }}
        />
        <ChoiceField
          label={t('wf.designer.unit')}
          value={limit.unit}
          choices={(['h', 'wd'] as const).map((unit) => ({ value: unit, label: t(`wf.designer.unit.${unit}`) }))}
          disabled={readOnly}
          onChange={(unit) => setLimit(limit.amount, unit as TimeLimitUnit)}
          sx={{ width: 120, flexShrink: 0 }}
        />
      </Box>
      {hasLimit && (
        <ChoiceField
          label={t('wf.designer.onTimeout')}
          value={action}
          choices={TIMEOUT_ACTIONS.map((option) => ({ value: option, label: t(`wf.designer.onTimeout.${option}`) }))}
          disabled={readOnly}
          // Reminding is the default; any other action reminds no more.
          onChange={(next) => update(next === 'remind' ? { 'oa:onTimeout': undefined } : { 'oa:onTimeout': next, 'oa:remindEvery': undefined })}
        />
      )}
      {hasLimit && action === 'remind' && (
        <TextField
          size="small"
          type="number"
          label={t('wf.designer.remindEvery')}
          value={attr(bo, 'oa:remindEvery')}
          disabled={readOnly}
          placeholder={t('wf.designer.remindOnce')}
          slotProps={{ htmlInput: { min: 0, step: 'any' }, inputLabel: { shrink: true } }}
          onChange={(event) => update({ 'oa:remindEvery': event.target.value ? Number(event.target.value) : undefined })}
        />
      )}
    </Box>
  );
}
