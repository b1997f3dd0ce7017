import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfigTableScreen } from '../../src/client/admin/components/config-table-screen.tsx';
import type { FieldSpec } from '../../src/client/admin/components/form-model.ts';
import { withSession } from './admin-fixtures.tsx';

type Post = { id: number; code: string; name: string; sort: number; enabled: boolean };

const rows: Post[] = [
  { id: 1, code: 'gm', name: '总经理', sort: 0, enabled: true },
  { id: 2, code: 'finance', name: '财务专员', sort: 1, enabled: true },
  { id: 3, code: 'staff', name: '员工', sort: 2, enabled: false },
];
const fields: FieldSpec[] = [
  { name: 'name', label: 'admin.name', kind: 'text', required: true, maxLength: 30 },
  { name: 'code', label: 'admin.code', kind: 'text', required: true, pattern: { regex: /^\w+$/, message: 'rules.alnumUnderscore' } },
  { name: 'sort', label: 'admin.sort', kind: 'number' },
  { name: 'enabled', label: 'admin.enabled', kind: 'switch' },
];

const meta = {
  title: 'Admin/ConfigTableScreen',
  component: ConfigTableScreen<Post>,
  decorators: [withSession],
  parameters: { permissions: ['post:add', 'post:update', 'post:del'] },
  args: {
    title: 'menu.system.post',
    permission: 'post',
    rows,
    getId: (row: Post) => row.id,
    columns: [
      { key: 'name', label: 'admin.name' },
      { key: 'code', label: 'admin.code' },
      { key: 'sort', label: 'admin.sort' },
    ],
    fields,
    defaults: { sort: '0', enabled: true },
    onSave: fn(async () => null),
    onDelete: fn(async () => null),
    toggle: { isOn: (row: Post) => row.enabled, run: fn(async () => null) },
  },
} satisfies Meta<typeof ConfigTableScreen<Post>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Add, edit and delete buttons for a holder of post:add|update|del. */
export const Editable: Story = {};
/** Without the codes the buttons are gone; the server would refuse anyway. */
export const ReadOnly: Story = { parameters: { permissions: [] } };
/** The declared rules stop a bad code before anything is sent, and keep what was typed. */
export const RefusesBadInput: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: /新增|Add|Añadir/ }));
    const dialog = await body.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/名称|Name|Nombre/), '出纳');
    await userEvent.type(within(dialog).getByLabelText(/编码|Code|Código/), 'bad code');
    await userEvent.click(within(dialog).getAllByRole('button').at(-1)!);
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(within(dialog).getByLabelText(/名称|Name|Nombre/)).toHaveValue('出纳');
  },
};
