import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../../api/base-api.ts';
import { PageCard } from '../../app/page-card.tsx';

type Slip = {
  month: string;
  name: string;
  items: { code: string; name: string; value: string }[];
  gross: string;
  employeeInsurance: string;
  tax: string;
  net: string;
};

const payslipApi = api.injectEndpoints({
  endpoints: (build) => ({
    payslipMonths: build.query<{ month: string; gross: string; net: string }[], void>({ query: () => '/payroll/payslips' }),
    payslip: build.query<Slip, string>({ query: (month) => `/payroll/payslips/${month}` }),
  }),
});

/** Menu component `payslip`: the reader's own payslips, a month at a time, once the month's sheet is locked. */
export function PayslipPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const months = payslipApi.usePayslipMonthsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [chosen, setChosen] = useState('');
  const month = chosen || months.data?.[0]?.month || '';
  const slip = payslipApi.usePayslipQuery(month, { skip: !month });
  return (
    <PageCard title={t('payroll.page.payslip')}>
      {months.data?.length === 0 && <Alert severity="info">{t('payroll.page.noPayslip')}</Alert>}
      {Boolean(months.data?.length) && (
        <Box sx={{ mb: 2 }}>
          <TextField
            select
            size="small"
            label={t('payroll.page.month')}
            value={month}
            onChange={(event) => setChosen(event.target.value)}
            sx={{ minWidth: 160 }}
          >
            {months.data!.map((row) => (
              <MenuItem key={row.month} value={row.month}>
                {row.month}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      )}
      {slip.data && (
        <Table size="small" sx={{ maxWidth: 480 }} aria-label={t('payroll.page.payslip')}>
          <TableBody>
            {slip.data.items.map((item) => (
              <TableRow key={item.code}>
                <TableCell>{item.name}</TableCell>
                <TableCell align="right">{item.value}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell>{t('payroll.column.employeeInsurance')}</TableCell>
              <TableCell align="right">{slip.data.employeeInsurance}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell>{t('payroll.column.tax')}</TableCell>
              <TableCell align="right">{slip.data.tax}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell sx={{ fontWeight: 600 }}>{t('payroll.column.net')}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {slip.data.net}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      )}
    </PageCard>
  );
}
