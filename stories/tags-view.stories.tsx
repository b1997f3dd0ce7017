import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TagsView } from '../src/client/layout/tags-view.tsx';
import { visitedViews } from './fixtures.ts';

const meta = {
  title: 'Shell/Tags view',
  component: TagsView,
  args: { views: visitedViews, activeName: '/system/online', onSelect: fn(), onClose: fn(), onCloseOthers: fn(), onCloseAll: fn(), onRefresh: fn() },
} satisfies Meta<typeof TagsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SeveralPages: Story = {};
export const HomeOnly: Story = { args: { views: visitedViews.slice(0, 1), activeName: '/home' } };
export const ManyPages: Story = {
  args: {
    views: Array.from({ length: 24 }, (_, index) => ({
      ...visitedViews[1],
      name: `/page/${index}`,
      fullPath: `/page/${index}`,
      title: { text: `页面 ${index + 1}` },
    })),
    activeName: '/page/20',
  },
};
