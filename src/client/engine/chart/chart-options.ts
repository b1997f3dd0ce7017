/** Spec §3 Statistics chart input. */
export type ChartSeries = { key: string; val: string };
export type StatisticsInput = {
  rows: readonly Record<string, unknown>[];
  /** The field naming each row (the category axis, or the pie's slices). */
  nameField: string;
  /** Each series reads `key` from the rows and is labelled `val`. */
  series: readonly ChartSeries[];
  /** Category labels longer than this are cut with an ellipsis. */
  maxLabelLength?: number;
  /** The last row is a total: leave it out of the chart. */
  dropLastTotal?: boolean;
};
export type ChartKind = 'line' | 'bar' | 'pie';

/** Spec §9: pie colours cycle over seven. */
export const PIE_COLOURS = ['#1890ff', '#2fc25b', '#facc14', '#f04864', '#8543e0', '#13c2c2', '#fa8c16'] as const;

export function cutLabel(label: string, max: number | undefined): string {
  return max && max > 0 && label.length > max ? `${label.slice(0, max)}…` : label;
}

const numberOf = (value: unknown) => {
  const number = typeof value === 'number' ? value : Number(String(value ?? '').replace(/,/g, ''));
  return Number.isFinite(number) ? number : 0;
};

export function chartRows(input: StatisticsInput): readonly Record<string, unknown>[] {
  return input.dropLastTotal ? input.rows.slice(0, -1) : input.rows;
}

/** The ECharts option of a line or bar chart (one series per key) or a pie (the first series). */
export function chartOption(input: StatisticsInput, kind: ChartKind): Record<string, unknown> {
  const rows = chartRows(input);
  const names = rows.map((row) => String(row[input.nameField] ?? ''));
  if (kind === 'pie') {
    const first = input.series[0];
    return {
      tooltip: { trigger: 'item' },
      legend: { type: 'scroll', bottom: 0, formatter: (name: string) => cutLabel(name, input.maxLabelLength) },
      series: [
        {
          type: 'pie',
          name: first?.val ?? '',
          radius: ['35%', '65%'],
          data: rows.map((row, index) => ({
            name: names[index],
            value: first ? numberOf(row[first.key]) : 0,
            itemStyle: { color: PIE_COLOURS[index % PIE_COLOURS.length] },
          })),
          label: { formatter: (params: { name: string; percent: number }) => `${cutLabel(params.name, input.maxLabelLength)} ${params.percent}%` },
        },
      ],
    };
  }
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: input.series.map((series) => series.val) },
    grid: { left: 48, right: 24, top: 40, bottom: 48, containLabel: true },
    xAxis: {
      type: 'category',
      data: names,
      axisLabel: { interval: 0, rotate: names.length > 8 ? 30 : 0, formatter: (name: string) => cutLabel(name, input.maxLabelLength) },
    },
    yAxis: { type: 'value' },
    series: input.series.map((series) => ({ type: kind, name: series.val, smooth: kind === 'line', data: rows.map((row) => numberOf(row[series.key])) })),
  };
}
