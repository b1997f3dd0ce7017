import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Sidebar } from '../src/client/layout/sidebar.tsx';
import { menuTree } from './fixtures.ts';

const meta = {
  title: 'Shell/Sidebar',
  component: Sidebar,
  args: { tree: menuTree, activePath: '/system/online', collapsed: false, showLogo: true, title: '中恒办公管理系统', logoUrl: '/logo.svg', onNavigate: fn() },
  decorators: [(Story) => <Box sx={{ height: 480 }}>{Story()}</Box>],
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {};
export const Collapsed: Story = { args: { collapsed: true } };
export const WithoutLogo: Story = { args: { showLogo: false, activePath: '/home' } };
