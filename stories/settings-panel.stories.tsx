import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { uiSettings } from '../src/shared/schemas/auth.schema.ts';
import { SettingsPanel } from '../src/client/layout/settings-panel.tsx';

const meta = {
  title: 'Shell/Settings panel',
  component: SettingsPanel,
  args: { open: true, settings: uiSettings.parse({}), onChange: fn(), onClose: fn() },
} satisfies Meta<typeof SettingsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {};
export const GreenWithoutTags: Story = { args: { settings: uiSettings.parse({ theme: '#52c41a', tagsView: false, fixedHeader: true }) } };
