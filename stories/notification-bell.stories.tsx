import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NotificationBell } from '../src/client/layout/notification-bell.tsx';
import { notifications } from './fixtures.ts';

const meta = {
  title: 'Shell/Notification bell',
  component: NotificationBell,
  args: { items: notifications, bubble: false, onBubbleClose: fn(), onShow: fn() },
  decorators: [(Story) => <Box sx={{ p: 2, display: 'flex', justifyContent: 'center', minHeight: 260 }}>{Story()}</Box>],
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {};
export const Bubble: Story = { args: { bubble: true } };
export const Empty: Story = { args: { items: [] } };
