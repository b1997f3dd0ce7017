import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AvatarCropper } from '../src/client/dialogs/avatar-cropper.tsx';

const meta = {
  title: 'Dialogs/Avatar cropper',
  component: AvatarCropper,
  args: { open: true, onClose: fn(), onUpload: fn(async () => true) },
} satisfies Meta<typeof AvatarCropper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseFile: Story = {};
export const Crop: Story = { args: { initialStep: 2, initialImage: '/logo.svg' } };
