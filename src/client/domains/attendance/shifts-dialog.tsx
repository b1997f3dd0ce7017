import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DateInput } from '../../components/date-input.tsx';
import { OfficePicker } from '../../engine/fields/record-picker.tsx';
import { OFFICE_HOURS } from '../../../shared/office-hours.ts';
import { useIntl } from 'react-intl';
import type { Answer } from '../../../shared/schemas/answer.schema.ts';
import type { shiftInput, shiftTable } from '../../../shared/schemas/attendance.schema.ts';
import { api, type ApiError } from '../../api/base-api.ts';
import { useAppDispatch } from '../../app/store.ts';
import { noticeActions } from '../../state/notice.slice.ts';

type Shifts = Answer<typeof shiftTable>;
type ShiftInput = Answer<typeof shiftInput>;

const shiftsApi = api.injectEndpoints({
  endpoints: (build) => ({
    attendanceShifts: build.query<Shifts, void>({ query: () => '/attendance/shifts' }),
    saveShift: build.mutation<unknown, ShiftInput>({ query: (shift) => ({ url: '/attendance/shifts', method: 'POST', body: shift }) }),
    // A department's own shift (for it and those below it), or none: its people then keep the default.
    officeShift: build.mutation<unknown, { officeId: number; shiftId: number | null }>({
      query: ({ officeId, shiftId }) => ({ url: `/attendance/office-shifts/${officeId}`, method: 'PUT', body: { shiftId } }),
    }),
  }),
});

const NEW_SHIFT: ShiftInput = {
  name: '',
  ...OFFICE_HOURS,
  isDefault: false,
};

/**
 * The check-in rules as data (src/server/attendance/README.md "Shifts, punches and the stored month"): pick a shift
 * or a new one, change its times, grace and thresholds, make it the default; give a department its own shift (for
 * it and the departments below it) or back the default; the offices with their own shift are listed. Saving needs `checkWork:edit`; the server checks the values again.
 */
export function ShiftsDialog({ mayEdit, onClose }: { mayEdit: boolean; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const answer = shiftsApi.useAttendanceShiftsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [save, saving] = shiftsApi.useSaveShiftMutation();
  const [assign, assigning] = shiftsApi.useOfficeShiftMutation();
  const [office, setOffice] = useState<number | null>(null);
  const [officeShift, setOfficeShift] = useState<number | ''>('');
  const [picked, setPicked] = useState<number | 'new' | null>(null);
  const [draft, setDraft] = useState<ShiftInput>(NEW_SHIFT);
  const shifts = answer.data?.shifts ?? [];
  const pick = (value: number | 'new') => {
    setPicked(value);
    const shift = shifts.find((row) => row.id === value);
    setDraft(shift ? { ...shift } : NEW_SHIFT);
  };
  const set = (key: keyof ShiftInput, value: string | number | boolean | null) => setDraft((current) => ({ ...current, [key]: value }));
  const number = (key: 'graceLate' | 'graceEarly' | 'halfDayAfter' | 'absentAfter') => (
    <TextField
      size="small"
      type="number"
      label={t(`hr.shift.${key}`)}
      value={draft[key]}
      onChange={(event) => set(key, Number(event.target.value))}
      disabled={!mayEdit}
    />
  );
  const clock = (key: 'start' | 'end' | 'restStart' | 'restEnd') => (
    <DateInput kind="time" label={t(`hr.shift.${key}`)} value={draft[key] ?? ''} onChange={(value) => set(key, value || null)} disabled={!mayEdit} />
  );
  const run = async (write: () => Promise<unknown> = () => save(draft).unwrap()) => {
    try {
      await write();
      dispatch(noticeActions.show({ severity: 'success', messageId: 'messages.success' }));
      void answer.refetch();
    } catch (error) {
      dispatch(noticeActions.show({ severity: 'error', text: (error as ApiError).msg }));
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="shifts-title">
      <DialogTitle id="shifts-title">{t('hr.shift.title')}</DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <TextField
          select
          size="small"
          label={t('hr.shift.pick')}
          value={picked ?? ''}
          onChange={(event) => pick(event.target.value === 'new' ? 'new' : Number(event.target.value))}
        >
          {shifts.map((shift) => (
            <MenuItem key={shift.id} value={shift.id}>
              {shift.name} ({shift.start}–{shift.end}){shift.isDefault ? ` · ${t('hr.shift.isDefault')}` : ''}
            </MenuItem>
          ))}
          {mayEdit && <MenuItem value="new">{t('hr.shift.new')}</MenuItem>}
        </TextField>
        {picked !== null && (
          <>
            <TextField size="small" label={t('hr.shift.name')} value={draft.name} onChange={(event) => set('name', event.target.value)} disabled={!mayEdit} />
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1.5 }}>
              {clock('start')}
              {clock('end')}
              {clock('restStart')}
              {clock('restEnd')}
              {number('graceLate')}
              {number('graceEarly')}
              {number('halfDayAfter')}
              {number('absentAfter')}
            </Box>
            <FormControlLabel
              control={<Checkbox checked={draft.isDefault} onChange={(event) => set('isDefault', event.target.checked)} disabled={!mayEdit} />}
              label={t('hr.shift.isDefault')}
            />
          </>
        )}
        {mayEdit && shifts.length > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }} data-testid="office-shift">
            <Box sx={{ flex: '1 1 200px' }}>
              <OfficePicker value={office} onChange={(value) => setOffice(typeof value === 'number' ? value : null)} label={t('hr.shift.office')} />
            </Box>
            <TextField
              select
              size="small"
              label={t('hr.shift.pick')}
              value={officeShift}
              onChange={(event) => setOfficeShift(event.target.value === '' ? '' : Number(event.target.value))}
              sx={{ flex: '1 1 160px' }}
            >
              <MenuItem value="">{t('hr.shift.useDefault')}</MenuItem>
              {shifts.map((shift) => (
                <MenuItem key={shift.id} value={shift.id}>
                  {shift.name}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="outlined"
              disabled={office === null}
              loading={assigning.isLoading}
              onClick={() => void run(() => assign({ officeId: office!, shiftId: officeShift === '' ? null : officeShift }).unwrap())}
            >
              {t('hr.shift.assign')}
            </Button>
          </Box>
        )}
        {(answer.data?.officeShifts.length ?? 0) > 0 && (
          <Alert severity="info">
            <Typography variant="body2">{t('hr.shift.offices')}</Typography>
            {answer.data!.officeShifts.map((row) => (
              <Typography key={row.officeId} variant="body2">
                {row.officeName}: {shifts.find((shift) => shift.id === row.shiftId)?.name}
              </Typography>
            ))}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close')}</Button>
        {mayEdit && (
          <Button variant="contained" disabled={picked === null || !draft.name} loading={saving.isLoading} onClick={() => void run()}>
            {t('hr.checkWork.save')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
