import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { EngineSlots } from '../../engine/module/engine-slots.ts';
import { LeaveLedgerDialog, leaveLedgerApi } from './leave-ledger-dialog.tsx';

/**
 * Under a leave's holiday type (descriptor `leave`, a use): what is left of the chosen type, for a type whose balance
 * may not go negative (annual leave, time off in lieu), as the ledger has it now; the server refuses a longer leave.
 * Beside it, the ledger that makes it.
 */
export const LeaveBalanceUnderType: NonNullable<EngineSlots['formField']> = ({ descriptor, field, values }) => {
  const leave = descriptor.capabilities.leave;
  const applies = leave?.move === 'use' && leave.type === field.key;
  const intl = useIntl();
  // Read afresh each time a form opens: a leave signed since has changed it.
  const { data } = leaveLedgerApi.useLeaveBalancesQuery(undefined, { skip: !applies, refetchOnMountOrArgChange: true });
  const [open, setOpen] = useState(false);
  const chosen = applies ? data?.find((balance) => balance.holidayType === values[field.key]) : undefined;
  if (!chosen || chosen.mayGoNegative) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
      <span data-testid="leave-balance">{intl.formatMessage({ id: 'hr.leaveBalanceLeft' }, { amount: chosen.balanceInUnit, unit: chosen.unit })}</span> ·{' '}
      <Link component="button" type="button" onClick={() => setOpen(true)} data-testid="leave-ledger-open">
        {intl.formatMessage({ id: 'hr.ledger.open' })}
      </Link>
      {open && <LeaveLedgerDialog onClose={() => setOpen(false)} />}
    </Typography>
  );
};
