import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConfigTreeScreen } from '../../src/client/admin/components/config-tree-screen.tsx';
import type { FieldSpec } from '../../src/client/admin/components/form-model.ts';
import { withSession } from './admin-fixtures.tsx';

type Area = { id: number; parentId: number | null; code: string; name: string; sort: number; enabled: boolean; children: Area[] };

const nodes: Area[] = [
  {
    id: 1,
    parentId: null,
    code: 'east',
    name: '华东',
    sort: 0,
    enabled: true,
    children: [
      { id: 2, parentId: 1, code: 'sh', name: '上海', sort: 0, enabled: true, children: [] },
      { id: 3, parentId: 1, code: 'hz', name: '杭州', sort: 1, enabled: false, children: [] },
    ],
  },
  { id: 4, parentId: null, code: 'south', name: '华南', sort: 1, enabled: true, children: [] },
];
const fields: FieldSpec[] = [
  { name: 'name', label: 'admin.name', kind: 'text', required: true, maxLength: 60 },
  { name: 'code', label: 'admin.code', kind: 'text', required: true },
  { name: 'sort', label: 'admin.sort', kind: 'number' },
  { name: 'enabled', label: 'admin.enabled', kind: 'switch' },
];

const meta = {
  title: 'Admin/ConfigTreeScreen',
  component: ConfigTreeScreen<Area>,
  decorators: [withSession],
  parameters: { permissions: ['area:add', 'area:update', 'area:del'] },
  args: {
    title: 'menu.system.area',
    permission: 'area',
    nodes,
    getId: (node: Area) => node.id,
    getLabel: (node: Area) => `${node.name} (${node.code})`,
    isEnabled: (node: Area) => node.enabled,
    fields,
    defaults: () => ({ sort: '0', enabled: true }),
    onSave: fn(async () => null),
    onDelete: fn(async () => null),
  },
} satisfies Meta<typeof ConfigTreeScreen<Area>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editable: Story = {};
export const ReadOnly: Story = { parameters: { permissions: [] } };
export const Empty: Story = { args: { nodes: [] } };
