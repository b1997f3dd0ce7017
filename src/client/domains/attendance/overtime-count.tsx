import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { Answer } from '../../../shared/schemas/answer.schema.ts';
import type { attendanceCount } from '../../../shared/schemas/attendance.schema.ts';
import { api } from '../../api/base-api.ts';
import type { EngineSlots } from '../../engine/module/engine-slots.ts';

const countApi = api.injectEndpoints({
  endpoints: (build) => ({
    attendanceCount: build.query<Answer<typeof attendanceCount>, { module: string; data: Record<string, unknown> }>({
      query: ({ module, data }) => ({ url: `/attendance/count/${module}`, method: 'POST', body: data, silent: true }),
    }),
  }),
});

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/**
 * Under an overtime's compensation (descriptor `attendance`, kind `overtime`): its period as the server counts it,
 * split at midnight with each day's kind and rate, and the hours time off in lieu would credit; the server's
 * refusal (time off on a working day or a statutory holiday) as it will refuse the submission.
 */
export const OvertimeCountUnderCompensation: NonNullable<EngineSlots['formField']> = ({ descriptor, field, values }) => {
  const def = descriptor.capabilities.attendance;
  const applies = def?.kind === 'overtime' && def.compensation === field.key;
  const keys = def ? [def.from.date, def.from.time, def.to.date, def.to.time, def.compensation].filter((key): key is string => Boolean(key)) : [];
  const data = Object.fromEntries(keys.map((key) => [key, values[key]]));
  const complete = applies && keys.every((key) => key === def?.compensation || (typeof values[key] === 'string' && values[key] !== ''));
  const intl = useIntl();
  const { data: counted, error } = countApi.useAttendanceCountQuery({ module: descriptor.key, data }, { skip: !complete });
  if (!complete) return null;
  if (error) {
    const message = (error as { msg?: string }).msg;
    return message ? (
      <Typography variant="body2" color="error" data-testid="overtime-count" sx={{ mt: 0.5 }}>
        {message}
      </Typography>
    ) : null;
  }
  if (!counted) return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="overtime-count" component="div" sx={{ mt: 0.5 }}>
      {counted.parts.map((part) => (
        <div key={part.day}>
          {intl.formatMessage({ id: 'hr.overtimePart' }, { day: part.day, dayKind: part.dayKind, hours: hours(part.minutes), rate: part.rate })}
        </div>
      ))}
      {counted.timeOffMinutes > 0 && <div>{intl.formatMessage({ id: 'hr.overtimeTimeOff' }, { hours: hours(counted.timeOffMinutes) })}</div>}
    </Typography>
  );
};
