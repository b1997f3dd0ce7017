import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatisticsChart } from '../../src/client/engine/chart/statistics-chart.tsx';
import { statisticsRows } from './engine-fixtures.ts';

const meta = {
  title: 'Engine/Statistics chart',
  component: StatisticsChart,
  decorators: [(Story) => <Box sx={{ p: 2, bgcolor: '#fff' }}>{Story()}</Box>],
  args: {
    input: {
      rows: statisticsRows,
      nameField: 'month',
      series: [
        { key: 'contracts', val: '合同数' },
        { key: 'amount', val: '金额(万元)' },
      ],
      maxLabelLength: 7,
      dropLastTotal: true,
    },
  },
} satisfies Meta<typeof StatisticsChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bar: Story = {};
export const Line: Story = { args: { initialKind: 'line' } };
/** Pie colours cycle over seven. */
export const Pie: Story = { args: { initialKind: 'pie' } };
