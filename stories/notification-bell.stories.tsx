import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NotificationBell, UnreadBubble } from '../src/client/layout/notification-bell.tsx';
import { notifications } from './fixtures.ts';

const meta = {
  title: 'Shell/Notification bell',
  component: NotificationBell,
  args: { items: notifications, onBubbleClose: fn(), onShow: fn() },
  decorators: [(Story) => <Box sx={{ p: 2, display: 'flex', justifyContent: 'center', minHeight: 260 }}>{Story()}</Box>],
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {};
export const Empty: Story = { args: { items: [] } };

/** After sign-in on a desktop: floating in the corner. */
export const Bubble: Story = {
  render: (args) => (
    <>
      <NotificationBell {...args} />
      <UnreadBubble count={args.items.length} open inline={false} onClose={fn()} />
    </>
  ),
};

/** After sign-in on a phone: a strip above the page, covering nothing. */
export const BubbleOnPhone: Story = {
  render: (args) => (
    <Box sx={{ width: 390 }}>
      <UnreadBubble count={args.items.length} open inline onClose={fn()} />
      <Box sx={{ p: 2 }}>…</Box>
    </Box>
  ),
};
