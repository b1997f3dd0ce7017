import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LoginNameDialogView } from '../src/client/dialogs/login-name-dialog.tsx';

const meta = {
  title: 'Dialogs/Change login name',
  component: LoginNameDialogView,
  args: { open: true, oldName: 'staff01', busy: false, onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof LoginNameDialogView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Saving: Story = { args: { busy: true } };
