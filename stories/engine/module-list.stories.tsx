import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModuleListScreen } from '../../src/client/engine/list/module-list-screen.tsx';
import { customerModule, descriptorLayout } from './engine-fixtures.ts';
import { withEngine } from './engine-story-kit.tsx';

const meta = {
  title: 'Engine/List',
  component: ModuleListScreen,
  decorators: [withEngine],
  args: { descriptor: customerModule, layout: descriptorLayout(customerModule) },
} satisfies Meta<typeof ModuleListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Classic paging, 10 rows a page, the descriptor's default columns. */
export const ClassicPaging: Story = {};

/** Infinite scroll: the next page loads near the bottom; "loaded X of Y". */
export const InfiniteScroll: Story = { args: { layout: descriptorLayout(customerModule, 0) } };
