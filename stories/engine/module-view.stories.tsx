import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModuleViewBody } from '../../src/client/engine/view/module-view-screen.tsx';
import { customerModule, customerRows } from './engine-fixtures.ts';
import { withEngine } from './engine-story-kit.tsx';

const meta = {
  title: 'Engine/View',
  component: ModuleViewBody,
  decorators: [withEngine],
  args: { descriptor: customerModule, record: customerRows[0], mode: '-1' },
} satisfies Meta<typeof ModuleViewBody>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A record read-only: options and picks by their names, money formatted, detail rows, print. */
export const Record: Story = {};
