import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AdvancedSearchDialog } from '../../src/client/engine/list/advanced-search-dialog.tsx';
import { searchableProps } from '../../src/client/engine/list/searchable-props.ts';
import { customerModule } from './engine-fixtures.ts';
import { withEngine } from './engine-story-kit.tsx';

const meta = {
  title: 'Engine/Advanced search',
  component: AdvancedSearchDialog,
  decorators: [withEngine],
  args: {
    open: true,
    descriptor: customerModule,
    props: searchableProps(customerModule).filter((prop) => prop.kind !== 'pick'),
    onClose: fn(),
    onSearch: fn(),
    onRefused: fn(),
  },
} satisfies Meta<typeof AdvancedSearchDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three empty rows: searching now answers 请选择查询条件！ */
export const Initial: Story = {};

/** A bracketed or-group: (name in 杭州 or name in 宁波) and level = A. */
export const Brackets: Story = {
  args: {
    initialRows: [
      { key: 1, logic: '', open: 1, prop: 'name', op: 'in', value: '杭州', close: 0 },
      { key: 2, logic: 'or', open: 0, prop: 'name', op: 'in', value: '宁波', close: 1 },
      { key: 3, logic: 'and', open: 0, prop: 'level', op: '=', value: 'A', close: 0 },
    ],
  },
};
