import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { TreePicker, type TreePickerProps, type TreeNode } from '../../src/client/engine/fields/tree-picker.tsx';
import { officeTree } from './engine-fixtures.ts';
import { withEngine } from './engine-story-kit.tsx';

function Stateful(props: TreePickerProps) {
  const [value, setValue] = useState(props.selectItem);
  return (
    <Box sx={{ width: 360, bgcolor: '#fff', p: 2 }}>
      <TreePicker {...props} selectItem={value} onChange={(next) => setValue(next)} />
    </Box>
  );
}

const meta = {
  title: 'Engine/Tree picker',
  component: TreePicker,
  decorators: [withEngine],
  render: (args) => <Stateful {...args} />,
  args: { data: officeTree as TreeNode[], selectItem: null, onChange: fn(), labelName: 'name', idName: 'id', label: '归属部门' },
} satisfies Meta<typeof TreePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};
/** Leaf-only mode: confirming a parent answers 只能选末节点，请重新选择! */
export const LeafOnly: Story = { args: { disableBranchNodes: true } };
export const Multiple: Story = { args: { multiple: true, selectItem: [3, 4], showCount: true, limit: 2 } };
/** Loading failed: 网络错误加载失败. */
export const LoadFailed: Story = { args: { data: undefined, error: true } };
/** No options: 没有相关选项. */
export const Empty: Story = { args: { data: [] } };
