import AutoFixHighOutlinedIcon from '@mui/icons-material/AutoFixHighOutlined';
import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import { api } from '../../api/base-api.ts';
import type { EngineSlots } from '../../engine/module/engine-slots.ts';

type Draft = Record<string, string | number>;

const digestApi = api.injectEndpoints({
  endpoints: (build) => ({
    weekDraft: build.mutation<Draft, { module: string; week?: string }>({
      query: ({ module, week }) => ({ url: `/digest/${module}/draft`, params: week ? { week } : {} }),
    }),
  }),
});

/**
 * Under a weekly report's first day (descriptor `weekDigest`): drafts the report from the writer's week (its tasks
 * and bugs, its working days by the holiday calendar), the week of the day typed or this one; the draft replaces
 * what the form shows and is edited before it is saved.
 */
export const WeekDraftUnderStart: NonNullable<EngineSlots['formField']> = ({ descriptor, field, values, onChange }) => {
  const digest = descriptor.capabilities.weekDigest;
  const intl = useIntl();
  const [draft, drafting] = digestApi.useWeekDraftMutation();
  if (!digest || digest.start !== field.key) return null;
  const week = typeof values[field.key] === 'string' && values[field.key] !== '' ? (values[field.key] as string) : undefined;
  const fill = async () => {
    const result = await draft({ module: descriptor.key, week });
    if ('data' in result && result.data) onChange(Object.fromEntries(Object.entries(result.data).map(([key, value]) => [key, String(value)])));
  };
  return (
    <Button
      size="small"
      sx={{ mt: 0.5 }}
      startIcon={<AutoFixHighOutlinedIcon />}
      disabled={drafting.isLoading}
      onClick={() => void fill()}
      data-testid="week-draft"
    >
      {intl.formatMessage({ id: 'digest.draftWeek' })}
    </Button>
  );
};
