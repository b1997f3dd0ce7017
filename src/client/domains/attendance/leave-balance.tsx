import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { Answer } from '../../../shared/schemas/answer.schema.ts';
import type { leaveBalances } from '../../../shared/schemas/attendance.schema.ts';
import { api } from '../../api/base-api.ts';
import type { EngineSlots } from '../../engine/module/engine-slots.ts';

const attendanceApi = api.injectEndpoints({
  endpoints: (build) => ({
    leaveBalances: build.query<Answer<typeof leaveBalances>, void>({ query: () => '/attendance/leave/balances' }),
  }),
});

/**
 * Under a leave's holiday type (descriptor `leave`, a use): what is left of the chosen type, for a type whose balance
 * may not go negative (annual leave, time off in lieu), as the ledger has it now; the server refuses a longer leave.
 */
export const LeaveBalanceUnderType: NonNullable<EngineSlots['formField']> = ({ descriptor, field, values }) => {
  const leave = descriptor.capabilities.leave;
  const applies = leave?.move === 'use' && leave.type === field.key;
  const intl = useIntl();
  // Read afresh each time a form opens: a leave signed since has changed it.
  const { data } = attendanceApi.useLeaveBalancesQuery(undefined, { skip: !applies, refetchOnMountOrArgChange: true });
  const chosen = applies ? data?.find((balance) => balance.holidayType === values[field.key]) : undefined;
  if (!chosen || chosen.mayGoNegative) return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="leave-balance" sx={{ mt: 0.5 }}>
      {intl.formatMessage({ id: 'hr.leaveBalanceLeft' }, { amount: chosen.balanceInUnit, unit: chosen.unit })}
    </Typography>
  );
};
