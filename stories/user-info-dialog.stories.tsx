import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { UserInfoView } from '../src/client/dialogs/user-info-dialog.tsx';
import { profile } from './fixtures.ts';

const meta = {
  title: 'Dialogs/User info',
  component: UserInfoView,
  args: { open: true, profile, onUnbind: fn(), onAvatar: fn(), onChangePassword: fn(), onClose: fn(), onCustomAccount: fn() },
} satisfies Meta<typeof UserInfoView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WechatBound: Story = {};
export const WechatUnbound: Story = { args: { profile: { ...profile, wechatBound: false } } };
export const Loading: Story = { args: { profile: undefined } };
export const CustomAccountAllowed: Story = { args: { allowCustomAccount: true } };
