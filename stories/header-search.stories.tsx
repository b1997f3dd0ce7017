import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HeaderSearch } from '../src/client/layout/header-search.tsx';
import { searchRoutes } from './fixtures.ts';

const meta = {
  title: 'Shell/Header search',
  component: HeaderSearch,
  args: { routes: searchRoutes, onNavigate: fn() },
  decorators: [(Story) => <Box sx={{ p: 2, display: 'flex', justifyContent: 'flex-end', minHeight: 320 }}>{Story()}</Box>],
} satisfies Meta<typeof HeaderSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
export const FindsAPage: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByRole('combobox'), 'online');
    await expect(await canvas.findByRole('option')).toBeInTheDocument();
  },
};
