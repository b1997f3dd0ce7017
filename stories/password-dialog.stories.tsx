import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordDialogView } from '../src/client/dialogs/password-dialog.tsx';

const meta = {
  title: 'Dialogs/Password',
  component: PasswordDialogView,
  args: { open: true, busy: false, onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof PasswordDialogView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Saving: Story = { args: { busy: true } };
/** Spec §5: 6 to 12 characters and confirm equals new; nothing is sent until the form is valid. */
export const Mismatch: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const inputs = body.getAllByLabelText(/.+/, { selector: 'input[type=password]' });
    await userEvent.type(inputs[0], 'Demo@123');
    await userEvent.type(inputs[1], 'Fresh@2026');
    await userEvent.type(inputs[2], 'Other@2026');
    await userEvent.click(body.getAllByRole('button').at(-1)!);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
