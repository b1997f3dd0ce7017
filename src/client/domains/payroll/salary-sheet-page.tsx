import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import MuiTab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { api, type ApiError } from '../../api/base-api.ts';
import { API_BASE, OWN_PAGE_HEADERS } from '../../api/transport.ts';
import { fileNameOf, saveFile } from '../../lib/save-file.ts';
import { usePickableOfficesQuery, type OfficeNode } from '../../api/engine.api.ts';
import { PageCard } from '../../app/page-card.tsx';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';
import { DateInput } from '../../components/date-input.tsx';
import { hasPermission } from '../../lib/permissions.ts';
import { noticeActions } from '../../state/notice.slice.ts';
import { InsuranceSetup, ItemsSetup, SchemesSetup } from './salary-setup.tsx';

type SheetRow = {
  userId: number;
  name: string;
  no: string | null;
  officeName: string | null;
  gross: string;
  employeeInsurance: string;
  tax: string;
  net: string;
  values: Record<string, string>;
};
type Sheet = { month: string; status: number; recordId: number | null; columns: { code: string; name: string }[]; rows: SheetRow[] } | null;
type Used = { name: string; value: string; source: { kind: string; month?: string; grade?: string | null; effectiveMonth?: string } };
type Explained = { code: string; value?: string; formula?: string; source?: Used['source']; used?: Used[]; [key: string]: unknown };

const payrollApi = api.injectEndpoints({
  endpoints: (build) => ({
    salarySheet: build.query<Sheet, { month: string; officeId: number }>({ query: ({ month, officeId }) => `/payroll/sheets/${month}?officeId=${officeId}` }),
    computeSheet: build.mutation<{ people: number }, { month: string; officeId: number }>({
      query: ({ month, officeId }) => ({ url: `/payroll/sheets/${month}/compute`, method: 'POST', body: { officeId } }),
    }),
    sendSheet: build.mutation<{ id: number }, { month: string; officeId: number; title: string }>({
      query: ({ month, officeId, title }) => ({ url: '/m/salarytable', method: 'POST', body: { title, month, office: officeId } }),
    }),
    submitSheet: build.mutation<unknown, number>({ query: (id) => ({ url: `/wf/salarytable/${id}/submit`, method: 'POST', body: {} }) }),
  }),
});

/** The page's tabs: the sheet, and for `salaryManage:setup` the items, insurance schemes and compute schemes (`?tab=`). */
const TABS = ['sheet', 'items', 'insurance', 'schemes'] as const;
type Tab = (typeof TABS)[number];

function lastMonth(): string {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

const flatten = (nodes: readonly OfficeNode[] = [], depth = 0): { id: number; name: string; depth: number }[] =>
  nodes.flatMap((node) => [{ id: node.id, name: node.name, depth }, ...flatten(node.children ?? [], depth + 1)]);

/**
 * Menu component `human/salarySheet`: the salary administrator picks a month and an office, computes its sheet (refused
 * until the attendance month is locked), opens any cell to see how it came about, and sends the sheet for approval as
 * a salary table (105). The server answers only what lies in the reader's data scope and logs every read.
 */
export function SalarySheetPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.session.user);
  // A link may name the month (`?month=2026-11`); else the last one.
  const [month, setMonth] = useState(() => new URLSearchParams(window.location.search).get('month') ?? lastMonth());
  const [officeId, setOfficeId] = useState<number | ''>('');
  const [cell, setCell] = useState<Explained | null>(null);
  const [tab, setTab] = useState<Tab>(() => {
    const asked = new URLSearchParams(window.location.search).get('tab');
    return (TABS as readonly string[]).includes(asked ?? '') ? (asked as Tab) : 'sheet';
  });
  const offices = flatten(usePickableOfficesQuery().data);
  const ready = /^\d{4}-\d{2}$/.test(month) && officeId !== '';
  const sheet = payrollApi.useSalarySheetQuery({ month, officeId: Number(officeId) }, { skip: !ready, refetchOnMountOrArgChange: true });
  const [compute, computing] = payrollApi.useComputeSheetMutation();
  const [send, sending] = payrollApi.useSendSheetMutation();
  const [submit] = payrollApi.useSubmitSheetMutation();
  const data = sheet.data ?? null;
  const run = async (action: () => Promise<unknown>, done?: string) => {
    try {
      await action();
      if (done) dispatch(noticeActions.show({ severity: 'success', text: done }));
      void sheet.refetch();
    } catch (error) {
      dispatch(noticeActions.show({ severity: 'error', text: (error as ApiError).msg }));
    }
  };
  const open = async (userId: number, code: string) => {
    const response = await fetch(`${API_BASE}/payroll/sheets/${month}/cell?officeId=${officeId}&userId=${userId}&code=${code}`, {
      credentials: 'include',
      headers: { ...OWN_PAGE_HEADERS, 'accept-language': intl.locale },
    });
    const body = (await response.json()) as { status: number; msg: string; data: Explained | null };
    if (body.status !== 200 || !body.data) dispatch(noticeActions.show({ severity: 'error', text: body.msg }));
    else setCell(body.data);
  };
  // A sheet's Excel or bank file: fetched with the page's headers (the server logs it), then saved.
  const download = async (kind: 'export' | 'bank') => {
    const response = await fetch(`${API_BASE}/payroll/sheets/${month}/${kind}?officeId=${officeId}`, {
      credentials: 'include',
      headers: { ...OWN_PAGE_HEADERS, 'accept-language': intl.locale },
    });
    const type = response.headers.get('content-type') ?? '';
    if (type.includes('application/json')) {
      dispatch(noticeActions.show({ severity: 'error', text: ((await response.json()) as { msg: string }).msg }));
      return;
    }
    saveFile(await response.blob(), fileNameOf(response.headers.get('content-disposition'), `${kind}-${month}`));
  };
  const source = (used: Used['source']) =>
    t(`payroll.source.${used.kind}`, { month: used.month ?? '', grade: used.grade ?? '', effective: used.effectiveMonth ?? '' });
  const status = data ? t(`payroll.status.${data.status}`) : '';
  const maySetup = hasPermission(user, 'salaryManage:setup');
  const chooseTab = (next: Tab) => {
    setTab(next);
    const url = new URL(window.location.href);
    if (next === 'sheet') url.searchParams.delete('tab');
    else url.searchParams.set('tab', next);
    window.history.replaceState(window.history.state, '', url);
  };
  // An item's name where the explanation reads its code (`base` is 基本工资); other names are figures of their own.
  const itemName = new Map((data?.columns ?? []).map((column) => [column.code, column.name]));
  const nameOf = (code: string) => itemName.get(code);
  return (
    <PageCard title={t('payroll.page.sheet')}>
      {maySetup && (
        <Tabs
          value={tab}
          onChange={(_event, next: Tab) => chooseTab(next)}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {TABS.map((value) => (
            <MuiTab key={value} value={value} label={t(`payroll.setup.tab.${value}`)} />
          ))}
        </Tabs>
      )}
      {maySetup && tab === 'items' && <ItemsSetup editable />}
      {maySetup && tab === 'insurance' && <InsuranceSetup editable />}
      {maySetup && tab === 'schemes' && <SchemesSetup editable />}
      {(!maySetup || tab === 'sheet') && (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
            <DateInput
              kind="month"
              label={t('payroll.page.month')}
              value={month}
              onChange={(value) => value && setMonth(value)}
              fullWidth={false}
              sx={{ width: 180 }}
            />
            <TextField
              select
              size="small"
              label={t('payroll.page.office')}
              value={officeId}
              onChange={(event) => setOfficeId(Number(event.target.value))}
              sx={{ minWidth: 220 }}
              slotProps={{ htmlInput: { 'aria-label': t('payroll.page.office') } }}
            >
              {offices.map((office) => (
                <MenuItem key={office.id} value={office.id} sx={{ pl: 2 + office.depth * 2 }}>
                  {office.name}
                </MenuItem>
              ))}
            </TextField>
            {hasPermission(user, 'salaryManage:compute') && (
              <Button
                variant="contained"
                disabled={!ready || computing.isLoading || (data !== null && data.status !== 0)}
                onClick={() => run(() => compute({ month, officeId: Number(officeId) }).unwrap(), t('payroll.page.computed'))}
              >
                {t('payroll.page.compute')}
              </Button>
            )}
            {data && data.status === 0 && data.rows.length > 0 && (
              <Button
                variant="outlined"
                disabled={sending.isLoading}
                onClick={() =>
                  run(async () => {
                    const created = await send({ month, officeId: Number(officeId), title: `${t('payroll.page.sheet')} ${month}` }).unwrap();
                    await submit(created.id).unwrap();
                  }, t('payroll.page.sent'))
                }
              >
                {t('payroll.page.send')}
              </Button>
            )}
            {data && <Chip label={status} color={data.status === 2 ? 'default' : data.status === 1 ? 'success' : 'primary'} />}
            {data && hasPermission(user, 'salaryManage:sheetExport') && <Button onClick={() => void download('export')}>{t('payroll.page.export')}</Button>}
            {data?.status === 2 && hasPermission(user, 'salaryManage:sheetExport') && (
              <Button onClick={() => void download('bank')}>{t('payroll.page.bank')}</Button>
            )}
          </Box>
          {ready && !sheet.isFetching && !data && <Alert severity="info">{t('payroll.page.none')}</Alert>}
          {data && (
            <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
              <Table size="small" aria-label={t('payroll.page.sheet')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('payroll.column.no')}</TableCell>
                    <TableCell>{t('payroll.column.name')}</TableCell>
                    {data.columns.map((column) => (
                      <TableCell key={column.code} align="right">
                        {column.name}
                      </TableCell>
                    ))}
                    <TableCell align="right">{t('payroll.column.employeeInsurance')}</TableCell>
                    <TableCell align="right">{t('payroll.column.tax')}</TableCell>
                    <TableCell align="right">{t('payroll.column.net')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.rows.map((row) => (
                    <TableRow key={row.userId}>
                      <TableCell>{row.no}</TableCell>
                      <TableCell>{row.name}</TableCell>
                      {[
                        ...data.columns.map((column) => [column.code, row.values[column.code]] as const),
                        ['insurance', row.employeeInsurance] as const,
                        ['tax', row.tax] as const,
                        ['net', row.net] as const,
                      ].map(([code, value]) => (
                        <TableCell key={code} align="right">
                          <Button
                            size="small"
                            sx={{ minWidth: 0, fontVariantNumeric: 'tabular-nums' }}
                            onClick={() => void open(row.userId, code)}
                            aria-label={`${row.name} ${code}`}
                          >
                            {value}
                          </Button>
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </>
      )}
      <Dialog open={cell !== null} onClose={() => setCell(null)} maxWidth="sm" fullWidth>
        <DialogTitle>{t('payroll.page.explain')}</DialogTitle>
        <DialogContent>
          {cell?.formula && (
            <Typography sx={{ fontFamily: 'monospace', mb: 1 }}>
              {nameOf(cell.code) ? `${nameOf(cell.code)} (${cell.code})` : cell.code} = {cell.formula}
            </Typography>
          )}
          {cell?.value !== undefined && <Typography sx={{ mb: 1 }}>{t('payroll.page.value', { value: String(cell.value) })}</Typography>}
          {cell?.source && <Typography>{source(cell.source)}</Typography>}
          {cell?.used && (
            <Table size="small">
              <TableBody>
                {cell.used.map((used) => (
                  <TableRow key={used.name}>
                    <TableCell>
                      {nameOf(used.name) ?? (
                        <Box component="span" sx={{ fontFamily: 'monospace' }}>
                          {used.name}
                        </Box>
                      )}
                      {nameOf(used.name) && (
                        <Box component="span" sx={{ fontFamily: 'monospace', color: 'text.secondary', ml: 0.5, fontSize: 12 }}>
                          {used.name}
                        </Box>
                      )}
                    </TableCell>
                    <TableCell align="right">{used.value}</TableCell>
                    <TableCell>{source(used.source)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          {cell && !cell.used && !cell.source && (
            <Box component="pre" sx={{ fontSize: 13, whiteSpace: 'pre-wrap' }}>
              {JSON.stringify(Object.fromEntries(Object.entries(cell).filter(([key]) => key !== 'code')), null, 2)}
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setCell(null)}>{t('payroll.page.close')}</Button>
        </DialogActions>
      </Dialog>
    </PageCard>
  );
}
