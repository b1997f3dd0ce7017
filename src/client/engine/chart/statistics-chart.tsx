import BarChartIcon from '@mui/icons-material/BarChart';
import PieChartIcon from '@mui/icons-material/PieChart';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { chartOption, chartRows, type ChartKind, type StatisticsInput } from './chart-options.ts';

// ECharts is large: it loads the first time a chart is shown.
const ReactECharts = lazy(() => import('echarts-for-react'));

/** The statistics chart of spec §2/§3: line, bar or pie of the same rows, switchable. */
export function StatisticsChart({ input, initialKind = 'bar', height = 360 }: { input: StatisticsInput; initialKind?: ChartKind; height?: number }) {
  const intl = useIntl();
  const [kind, setKind] = useState<ChartKind>(initialKind);
  const option = useMemo(() => chartOption(input, kind), [input, kind]);
  const empty = chartRows(input).length === 0;
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={kind}
          onChange={(_event, next: ChartKind | null) => next && setKind(next)}
          aria-label={intl.formatMessage({ id: 'chart.type' })}
        >
          <ToggleButton value="line" aria-label={intl.formatMessage({ id: 'chart.line' })}>
            <ShowChartIcon fontSize="small" />
          </ToggleButton>
          <ToggleButton value="bar" aria-label={intl.formatMessage({ id: 'chart.bar' })}>
            <BarChartIcon fontSize="small" />
          </ToggleButton>
          <ToggleButton value="pie" aria-label={intl.formatMessage({ id: 'chart.pie' })}>
            <PieChartIcon fontSize="small" />
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {empty ? (
        <Typography color="text.secondary" sx={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          {intl.formatMessage({ id: 'chart.empty' })}
        </Typography>
      ) : (
        <Suspense fallback={<Skeleton variant="rectangular" height={height} />}>
          <ReactECharts option={option} notMerge style={{ height }} />
        </Suspense>
      )}
    </Box>
  );
}
