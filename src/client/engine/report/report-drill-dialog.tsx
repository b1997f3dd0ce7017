import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { Locale } from '../../../shared/i18n/languages.ts';
import type { ModuleDescriptor } from '../../../modules/module.types.ts';
import { api } from '../../api/base-api.ts';
import { PageLoading } from '../../app/page-loading.tsx';
import { TableHeader } from '../../components/table-header.tsx';
import { formatMoney } from '../fields/engine-format.ts';
import { StatusChip } from '../fields/field-value.tsx';
import { hasStatus } from '../../../modules/derive.ts';
import { viewPath } from '../module/module-context.ts';
import { useModules } from '../module/module-registry.ts';

/** What a report row counts: its key (absent for the total), and whether the documents it counts or those ended in it. */
export type DrillTarget = { key?: string; of: 'counted' | 'ended'; name: string };
type DrillRow = { id: number; module: string; serialNo: string; label: string; date: string | null; amount: number | null; status: number };
const PAGE_SIZE = 50;

const drillApi = api.injectEndpoints({
  endpoints: (build) => ({
    reportDocuments: build.query<{ rows: DrillRow[]; total: number }, { report: string; body: Record<string, unknown> }>({
      query: ({ report, body }) => ({ url: `/report/${report}/documents`, method: 'POST', body }),
    }),
  }),
});

/**
 * A count report row's documents (its drill-down): the server answers them within the reader's data scope, by the
 * row's group and the report's range, 50 a page; each opens its view.
 */
export function ReportDrillDialog({
  descriptor,
  query,
  target,
  onClose,
}: {
  descriptor: ModuleDescriptor;
  query: Record<string, unknown>;
  target: DrillTarget;
  onClose: () => void;
}) {
  const intl = useIntl();
  const phone = useMediaQuery('(max-width:600px)');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const modules = useModules();
  const report = descriptor.capabilities.report!;
  const [page, setPage] = useState(1);
  const body = { ...query, ...(target.key === undefined ? {} : { key: target.key }), of: target.of, page };
  const answer = drillApi.useReportDocumentsQuery({ report: report.key, body }, { refetchOnMountOrArgChange: true });
  const moduleOf = (key: string) => modules?.find((module) => module.key === key) ?? descriptor;
  const namedBy = descriptor.capabilities.namedBy;
  const dateLabel = t(`modules.${descriptor.key}.fields.${target.of === 'ended' && report.until ? report.until : report.date}`);
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth fullScreen={phone} data-testid="report-drill">
      <DialogTitle>{t('engine.report.drill.title', { name: target.name, count: answer.data?.total ?? '…' })}</DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        {!answer.data ? (
          <PageLoading />
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHeader
                headings={[
                  t('engine.columns.serialNo'),
                  namedBy ? t(`modules.${descriptor.key}.fields.${namedBy}`) : t('engine.report.drill.document'),
                  dateLabel,
                  ...(report.amount ? [{ text: t('engine.report.amount'), align: 'right' as const }] : []),
                  ...(answer.data.rows.some((row) => hasStatus(moduleOf(row.module))) ? [t('engine.columns.status')] : []),
                ]}
              />
              <TableBody>
                {answer.data.rows.map((row) => {
                  const module = moduleOf(row.module);
                  return (
                    <TableRow
                      key={row.id}
                      hover
                      tabIndex={0}
                      sx={{ cursor: 'pointer' }}
                      onClick={() => navigate(`${viewPath(module)}?id=${row.id}`)}
                      onKeyDown={(event) => event.key === 'Enter' && navigate(`${viewPath(module)}?id=${row.id}`)}
                    >
                      <TableCell>{row.serialNo}</TableCell>
                      <TableCell>{row.label}</TableCell>
                      <TableCell>{row.date ?? ''}</TableCell>
                      {report.amount && <TableCell align="right">{row.amount === null ? '' : formatMoney(row.amount, intl.locale as Locale)}</TableCell>}
                      {hasStatus(module) && (
                        <TableCell>
                          <StatusChip status={row.status} lifecycle={module.lifecycle} />
                        </TableCell>
                      )}
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between' }}>
        <TablePagination
          component="div"
          count={answer.data?.total ?? 0}
          page={page - 1}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
          onPageChange={(_, next) => setPage(next + 1)}
          labelDisplayedRows={({ from, to, count }) => t('engine.report.drill.rows', { from, to, count })}
        />
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
