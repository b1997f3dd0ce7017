import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { AuthorityTree } from '../../src/client/admin/components/authority-tree.tsx';
import { menuTree } from './admin-fixtures.tsx';

/** The authority config tree with its own state, so ticking in the story behaves as in the dialog. */
function Controlled({ initial }: { initial: number[] }) {
  const [ids, setIds] = useState(initial);
  return (
    <div style={{ padding: 16, maxWidth: 640 }}>
      <AuthorityTree menus={menuTree} value={ids} onChange={setIds} />
      <pre data-testid="granted">{JSON.stringify([...ids].sort((a, b) => a - b))}</pre>
    </div>
  );
}

const meta = {
  title: 'Admin/AuthorityTree',
  component: Controlled,
  args: { initial: [] },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingGranted: Story = {};
/** A page and two of its button codes, with the directory above them. */
export const TwoButtons: Story = { args: { initial: [2, 3, 4, 5] } };
