import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '../../../shared/i18n/languages.ts';
import { useLocation } from 'react-router';
import type { ModuleDescriptor } from '../../../modules/module.types.ts';
import { api } from '../../api/base-api.ts';
import { PageLoading } from '../../app/page-loading.tsx';
import { DateInput } from '../../components/date-input.tsx';
import { useCurrentPage } from '../../app/page-registry.ts';
import { PageCard } from '../../app/page-card.tsx';
import { StatisticsChart } from '../chart/statistics-chart.tsx';
import { formatMoney } from '../fields/engine-format.ts';
import { useModules } from '../module/module-registry.ts';
import { ReportByToggle } from './report-by-toggle.tsx';
import { ReportDrillDialog, type DrillTarget } from './report-drill-dialog.tsx';
import { ReportExportButton, ReportTable } from './report-parts.tsx';
import { messageOr } from '../module/module-context.ts';

export type ReportDimension = 'month' | 'office' | 'type' | 'status';
export type ReportRow = { key: string; name: string; count: number; amount: number; ended?: number; averageHours?: number | null };
type ReportQuery = { by: ReportDimension; from?: string; to?: string };

const reportApi = api.injectEndpoints({
  endpoints: (build) => ({
    countReport: build.query<ReportRow[], { report: string; query: ReportQuery }>({
      query: ({ report, query }) => ({ url: `/report/${report}`, method: 'POST', body: query }),
    }),
  }),
});

/** Menu component `engine/report`: the count report (spec §1) of the module the menu names (`/count/<report>`). */
export function CountReportPage() {
  const page = useCurrentPage();
  const location = useLocation();
  const path = (page?.menu?.href ?? location.pathname).replace(/\/$/, '');
  // A report's path names the report, not its module: every module is looked at.
  const modules = useModules();
  const descriptor = modules?.find((module) => module.capabilities.report && path === `/count/${module.capabilities.report.key}`);
  const intl = useIntl();
  if (!modules) return <PageLoading />;
  if (!descriptor) return <Alert severity="warning">{intl.formatMessage({ id: 'page.moduleMissing' })}</Alert>;
  return <CountReport descriptor={descriptor} />;
}

/**
 * Totals of the module's signed documents by month, office or type, within the user's data scope (the server
 * applies it): a chart (line, bar or pie) of the amount or the count, the table with the total last, and Excel.
 * With `until`, the records ended in each row are counted beside (an employee's departures). A row's count opens its
 * documents (a drill-down), as does its ended count.
 */
export function CountReport({ descriptor }: { descriptor: ModuleDescriptor }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const report = descriptor.capabilities.report!;
  const [by, setBy] = useState<ReportDimension>('month');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  // A report without an amount (a head count, the result documents) counts only: no amount to chart or list.
  const counted = Boolean(report.amount);
  const [measure, setMeasure] = useState<'amount' | 'count'>(counted ? 'amount' : 'count');
  const query: ReportQuery = { by, ...(from ? { from } : {}), ...(to ? { to } : {}) };
  const [drill, setDrill] = useState<DrillTarget | null>(null);
  const countLabel = messageOr(intl, `menu.count.${report.key}.counted`, t('engine.report.count'));
  const endedLabel = report.until ? t(`menu.count.${report.key}.ended`) : null;
  const answer = reportApi.useCountReportQuery({ report: report.key, query }, { refetchOnMountOrArgChange: true });
  const rows = answer.data;
  const measureLabel = measure === 'count' ? countLabel : t('engine.report.amount');
  const input = useMemo(
    () => ({
      rows: rows ?? [],
      nameField: 'name',
      series: [{ key: measure, val: measureLabel }, ...(endedLabel && measure === 'count' ? [{ key: 'ended', val: endedLabel }] : [])],
      maxLabelLength: 12,
      dropLastTotal: true,
    }),
    [rows, measure, measureLabel, endedLabel],
  );
  const open = (row: ReportRow, index: number, of: DrillTarget['of']) =>
    setDrill({ key: index === (rows?.length ?? 0) - 1 ? undefined : row.key, of, name: row.name });

  return (
    <PageCard
      title={t(`menu.count.${report.key}`)}
      actions={
        <ReportExportButton
          path={`/report/${report.key}/export`}
          body={query}
          permission={`${report.permission}:export`}
          fileName={`${report.key}.xlsx`}
          disabled={!rows}
        />
      }
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <ReportByToggle<ReportDimension>
          value={by}
          choices={report.everyStatus ? ['month', 'office', 'type', 'status'] : ['month', 'office', 'type']}
          label={t('engine.report.by')}
          labelOf={(dimension) => t(`engine.report.by.${dimension}`)}
          onChange={setBy}
        />
        <DateInput label={t('engine.report.from')} value={from} onChange={setFrom} fullWidth={false} sx={{ width: 180 }} testId="report-from" />
        <DateInput label={t('engine.report.to')} value={to} onChange={setTo} fullWidth={false} sx={{ width: 180 }} testId="report-to" />
        {counted && (
          <TextField
            select
            size="small"
            label={t('engine.report.measure')}
            value={measure}
            onChange={(event) => setMeasure(event.target.value as 'amount' | 'count')}
            sx={{ minWidth: 140 }}
          >
            <MenuItem value="amount">{t('engine.report.amount')}</MenuItem>
            <MenuItem value="count">{countLabel}</MenuItem>
          </TextField>
        )}
      </Box>
      {!rows ? (
        answer.isError ? null : (
          <PageLoading />
        )
      ) : (
        <>
          <StatisticsChart input={input} initialKind={by === 'month' ? 'line' : 'bar'} height={320} />
          <ReportTable
            headings={[
              t(`engine.report.by.${by}`),
              { text: countLabel, align: 'right' },
              ...(endedLabel ? [{ text: endedLabel, align: 'right' as const }] : []),
              ...(counted ? [{ text: t('engine.report.amount'), align: 'right' as const }] : []),
              ...(report.handling ? [{ text: t('engine.report.averageHours'), align: 'right' as const }] : []),
            ]}
            rows={rows.map((row, index) => ({
              key: `${row.key}:${index}`,
              cells: [
                row.name,
                row.count,
                ...(endedLabel
                  ? [
                      !row.ended ? (
                        0
                      ) : (
                        <Link
                          key="ended"
                          component="button"
                          data-testid="report-ended"
                          onClick={(event) => {
                            event.stopPropagation();
                            open(row, index, 'ended');
                          }}
                        >
                          {row.ended}
                        </Link>
                      ),
                    ]
                  : []),
                ...(counted ? [formatMoney(row.amount, intl.locale as Locale)] : []),
                ...(report.handling ? [row.averageHours ?? '—'] : []),
              ],
            }))}
            onOpen={(index) => open(rows[index], index, 'counted')}
          />
          {drill && <ReportDrillDialog descriptor={descriptor} query={query} target={drill} onClose={() => setDrill(null)} />}
        </>
      )}
    </PageCard>
  );
}
