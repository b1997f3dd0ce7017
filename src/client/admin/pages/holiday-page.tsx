import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDeleteHolidayMutation, useHolidaysQuery, useSaveHolidayMutation, type Holiday } from '../../api/admin.api.ts';
import { PageCard } from '../../app/page-card.tsx';
import { ConfigFields, useConfigForm } from '../components/config-form.tsx';
import type { FieldSpec } from '../components/form-model.ts';
import { DialogButtons } from '../components/dialog-buttons.tsx';
import { useCan, useSaved } from '../components/use-admin.ts';

const FIELDS: FieldSpec[] = [
  {
    name: 'kind',
    label: 'admin.holiday.kind',
    kind: 'select',
    required: true,
    options: [],
  },
  { name: 'name', label: 'admin.name', kind: 'text', required: true, maxLength: 30 },
];

/** What a marked day is: a statutory holiday, a rest day swapped with a weekend (调休休息), or a make-up working day. */
type DayKind = 'holiday' | 'restday' | 'workday';
const kindOf = (day: Holiday): DayKind => (day.isWorkday ? 'workday' : day.statutory ? 'holiday' : 'restday');
const KIND_COLOURS: Record<DayKind, string> = { holiday: '#fde2e2', restday: '#fef3c7', workday: '#dbeafe' };

const iso = (year: number, month: number, day: number) => `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Marks a day as a holiday or a make-up working day, or clears the mark. */
function DayDialog({ day, current, onClose }: { day: string; current?: Holiday; onClose: () => void }) {
  const intl = useIntl();
  const [save] = useSaveHolidayMutation();
  const [remove, removing] = useDeleteHolidayMutation();
  const saved = useSaved();
  const fields = useMemo<FieldSpec[]>(
    () => [
      {
        ...FIELDS[0],
        options: (['holiday', 'restday', 'workday'] as const).map((kind) => ({ value: kind, label: intl.formatMessage({ id: `admin.holiday.${kind}` }) })),
      },
      FIELDS[1],
    ],
    [intl],
  );
  const form = useConfigForm(fields, Boolean(current), () => ({ kind: current ? kindOf(current) : 'holiday', name: current?.name ?? '' }));
  const send = async () => {
    if (await form.submit((body) => save({ day, name: String(body.name), isWorkday: body.kind === 'workday', statutory: body.kind === 'holiday' }).unwrap())) {
      saved();
      onClose();
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{day}</DialogTitle>
      <DialogContent>
        <ConfigFields fields={fields} values={form.values} errors={form.errors} editing={Boolean(current)} onChange={form.change} />
      </DialogContent>
      <DialogButtons onCancel={onClose} busy={form.busy} onConfirm={() => void send()}>
        {current && (
          <Button
            color="error"
            loading={removing.isLoading}
            sx={{ mr: 'auto' }}
            onClick={() =>
              void remove(day)
                .unwrap()
                .then(
                  () => (saved(), onClose()),
                  () => undefined,
                )
            }
          >
            <FormattedMessage id="admin.holiday.clear" />
          </Button>
        )}
      </DialogButtons>
    </Dialog>
  );
}

/** Holidays: the calendar of a year; clicking a day marks it a holiday or a make-up working day. */
export function HolidayPage() {
  const intl = useIntl();
  const can = useCan();
  const [year, setYear] = useState(() => new Date().getFullYear());
  const [editing, setEditing] = useState<string | null>(null);
  const { data = [] } = useHolidaysQuery(year);
  const marks = useMemo(() => new Map(data.map((day) => [day.day, day])), [data]);
  const mayEdit = can('holiday:update');
  const weekdays = useMemo(() => Array.from({ length: 7 }, (_v, index) => intl.formatDate(new Date(2024, 0, 1 + index), { weekday: 'narrow' })), [intl]);
  const holidays = data.filter((day) => !day.isWorkday).length;
  const workdays = data.length - holidays;
  return (
    <PageCard
      title={<FormattedMessage id="menu.system.holiday" />}
      actions={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <IconButton aria-label={intl.formatMessage({ id: 'admin.holiday.previousYear' })} onClick={() => setYear(year - 1)}>
            <ChevronLeftIcon />
          </IconButton>
          <Typography variant="h6" component="span" aria-live="polite">
            {year}
          </Typography>
          <IconButton aria-label={intl.formatMessage({ id: 'admin.holiday.nextYear' })} onClick={() => setYear(year + 1)}>
            <ChevronRightIcon />
          </IconButton>
        </Box>
      }
    >
      <Box sx={{ display: 'flex', gap: 2, mb: 2, flexWrap: 'wrap', alignItems: 'center', fontSize: 13 }}>
        {(['holiday', 'restday', 'workday'] as const).map((kind) => (
          <Legend key={kind} color={KIND_COLOURS[kind]} text={intl.formatMessage({ id: `admin.holiday.${kind}` })} />
        ))}
        <Legend color="#f3f4f6" text={intl.formatMessage({ id: 'admin.holiday.weekend' })} />
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="admin.holiday.summary" values={{ holidays, workdays }} />
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(230px, 1fr))', gap: 2 }}>
        {Array.from({ length: 12 }, (_v, month) => {
          const first = new Date(year, month, 1);
          const offset = (first.getDay() + 6) % 7; // weeks start on Monday
          const days = new Date(year, month + 1, 0).getDate();
          return (
            <Box key={month} sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 1, p: 1 }}>
              <Typography variant="subtitle2" align="center" sx={{ mb: 0.5 }}>
                {intl.formatDate(first, { month: 'long' })}
              </Typography>
              <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: '2px', textAlign: 'center' }}>
                {weekdays.map((name, index) => (
                  <Typography key={index} variant="caption" color="text.secondary">
                    {name}
                  </Typography>
                ))}
                {Array.from({ length: offset }, (_v, index) => (
                  <span key={`blank-${index}`} />
                ))}
                {Array.from({ length: days }, (_v, index) => {
                  const day = index + 1;
                  const key = iso(year, month, day);
                  const mark = marks.get(key);
                  const weekend = (offset + index) % 7 >= 5;
                  const background = mark ? KIND_COLOURS[kindOf(mark)] : weekend ? '#f3f4f6' : 'transparent';
                  return (
                    <ButtonBase
                      key={key}
                      disabled={!mayEdit}
                      title={mark ? `${mark.name} · ${intl.formatMessage({ id: `admin.holiday.${kindOf(mark)}` })}` : key}
                      aria-label={key}
                      onClick={() => setEditing(key)}
                      sx={{
                        borderRadius: 0.5,
                        fontSize: 12,
                        height: 26,
                        bgcolor: background,
                        color: mark && !mark.isWorkday ? 'error.main' : 'text.primary',
                        fontWeight: mark ? 600 : 400,
                      }}
                    >
                      {day}
                    </ButtonBase>
                  );
                })}
              </Box>
            </Box>
          );
        })}
      </Box>
      {editing && <DayDialog key={editing} day={editing} current={marks.get(editing)} onClose={() => setEditing(null)} />}
    </PageCard>
  );
}

function Legend({ color, text }: { color: string; text: string }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Box sx={{ width: 14, height: 14, bgcolor: color, border: '1px solid #ddd', borderRadius: 0.5 }} />
      {text}
    </Box>
  );
}
