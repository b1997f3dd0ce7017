import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import { readTimeLimit, readTimeoutAction, TIMEOUT_ACTIONS, writeTimeLimit, type TimeLimitUnit } from './bpmn-attributes.ts';
import { attr, type BusinessObject, type UpdateProperties } from './designer-types.ts';

/**
 * A step's time limit (`oa:timeLimit`: hours or working days of the holiday calendar) and what happens when it
 * passes (`oa:onTimeout`: remind, again every `oa:remindEvery` hours; approve; reject; escalate to the head above).
 */
export function TimeLimitEditor({ bo, readOnly, update }: { bo: BusinessObject; readOnly: boolean; update: UpdateProperties }) {
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
        <TextField
          select
          size="small"
          label={t('wf.designer.unit')}
          value={limit.unit}
          disabled={readOnly}
          onChange={(event) => setLimit(limit.amount, event.target.value as TimeLimitUnit)}
          sx={{ width: 120, flexShrink: 0 }}
        >
          <MenuItem value="h">{t('wf.designer.unit.h')}</MenuItem>
          <MenuItem value="wd">{t('wf.designer.unit.wd')}</MenuItem>
        </TextField>
      </Box>
      {hasLimit && (
        <TextField
          select
          size="small"
          label={t('wf.designer.onTimeout')}
          value={action}
          disabled={readOnly}
          onChange={(event) =>
            update({ 'oa:onTimeout': event.target.value === 'remind' ? undefined : event.target.value, ...(event.target.value === 'remind' ? {} : { 'oa:remindEvery': undefined }) })
          }
        >
          {TIMEOUT_ACTIONS.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`wf.designer.onTimeout.${option}`)}
            </MenuItem>
          ))}
        </TextField>
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
