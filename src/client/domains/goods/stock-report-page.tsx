import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import type { StockReportsDef } from '../../../modules/module.types.ts';
import {
  STOCK_REPORT_GROUPS,
  STOCK_REPORT_KINDS,
  STOCK_REPORTS,
  stockReportMenuCode,
  stockReportPath,
  type StockReportAnswer,
  type StockReportGroup,
  type StockReportKind,
} from '../../../shared/stock-reports.ts';
import { api } from '../../api/base-api.ts';
import { PageCard } from '../../app/page-card.tsx';
import { PageLoading } from '../../app/page-loading.tsx';
import { useCurrentPage } from '../../app/page-registry.ts';
import { DateInput } from '../../components/date-input.tsx';
import { StatisticsChart } from '../../engine/chart/statistics-chart.tsx';
import { useModules } from '../../engine/module/module-registry.ts';
import { ReportByToggle } from '../../engine/report/report-by-toggle.tsx';
import { ReportExportButton, ReportTable } from '../../engine/report/report-parts.tsx';

type StockReportQuery = { by?: StockReportGroup; from?: string; to?: string; on?: string };

const stockReportApi = api.injectEndpoints({
  endpoints: (build) => ({
    stockReport: build.query<StockReportAnswer, { kind: StockReportKind; query: StockReportQuery }>({
      query: ({ kind, query }) => ({ url: `/stock/report/${kind}`, method: 'POST', body: query }),
    }),
  }),
});

/** Menu component `engine/stock-report`: the stock report of the kind the menu's path names (`/count/stock/<kind>`). */
export function StockReportPage() {
  const page = useCurrentPage();
  const location = useLocation();
  const path = (page?.menu?.href ?? location.pathname).replace(/\/$/, '');
  const kind = STOCK_REPORT_KINDS.find((candidate) => stockReportPath(candidate) === path);
  // The catalogue declaring the reports gives their permission.
  const modules = useModules();
  const reports = modules?.find((module) => module.capabilities.stockReports)?.capabilities.stockReports;
  const intl = useIntl();
  if (!modules) return <PageLoading />;
  if (!kind || !reports) return <Alert severity="warning">{intl.formatMessage({ id: 'page.moduleMissing' })}</Alert>;
  return <StockReport key={kind} kind={kind} reports={reports} />;
}

/**
 * A stock report: the choices its kind takes (item or category, a date range, the day loans are counted on), the
 * chart the server names (bar, line or pie), the table with the total last, and Excel; the server applies the scope.
 */
export function StockReport({ kind, reports }: { kind: StockReportKind; reports: StockReportsDef }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const choices = STOCK_REPORTS[kind];
  const [by, setBy] = useState<StockReportGroup>('item');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [on, setOn] = useState('');
  const query: StockReportQuery = {
    ...(choices.by ? { by } : {}),
    ...(choices.range && from ? { from } : {}),
    ...(choices.range && to ? { to } : {}),
    ...(choices.asOf && on ? { on } : {}),
  };
  const answer = stockReportApi.useStockReportQuery({ kind, query }, { refetchOnMountOrArgChange: true });
  const data = answer.data;
  const input = useMemo(
    () => ({
      rows: data?.chart.rows ?? data?.rows ?? [],
      nameField: data?.chart.name ?? 'name',
      series: (data?.chart.series ?? []).map((key) => ({ key, val: data?.columns.find((column) => column.key === key)?.label ?? key })),
      maxLabelLength: 12,
      dropLastTotal: !data?.chart.rows,
    }),
    [data],
  );
  const number = (value: unknown) => (typeof value === 'number' ? intl.formatNumber(value) : '');

  return (
    <PageCard
      title={t(`menu.${stockReportMenuCode(kind)}`)}
      actions={
        <ReportExportButton
          path={`/stock/report/${kind}/export`}
          body={query}
          permission={`${reports.permission}:export`}
          fileName={`${kind}.xlsx`}
          disabled={!data}
        />
      }
    >
      {(choices.by || choices.range || choices.asOf) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
          {choices.by && (
            <ReportByToggle<StockReportGroup>
              value={by}
              choices={STOCK_REPORT_GROUPS}
              label={t('stockReport.by')}
              labelOf={(group) => t(`stockReport.by.${group}`)}
              onChange={setBy}
            />
          )}
          {choices.range && (
            <>
              <DateInput label={t('engine.report.from')} value={from} onChange={setFrom} fullWidth={false} sx={{ width: 180 }} testId="report-from" />
              <DateInput label={t('engine.report.to')} value={to} onChange={setTo} fullWidth={false} sx={{ width: 180 }} testId="report-to" />
            </>
          )}
          {choices.asOf && <DateInput label={t('stockReport.asOf')} value={on} onChange={setOn} fullWidth={false} sx={{ width: 180 }} testId="report-on" />}
        </Box>
      )}
      {!data ? (
        answer.isError ? null : (
          <PageLoading />
        )
      ) : (
        <>
          <StatisticsChart input={input} initialKind="bar" height={320} />
          <ReportTable
            headings={data.columns.map((column) => (column.numeric ? { text: column.label, align: 'right' as const } : column.label))}
            rows={data.rows.map((row, index) => ({
              key: `${String(row.name)}:${index}`,
              cells: data.columns.map((column) => (column.numeric ? number(row[column.key]) : (row[column.key] ?? ''))),
            }))}
          />
        </>
      )}
    </PageCard>
  );
}
