import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { ColumnSettingsPanel } from '../../src/client/engine/list/column-settings-panel.tsx';
import { columnsFromLayout, type ColumnSetting, type PagingMode } from '../../src/client/engine/list/table-layout.ts';
import { customerModule, descriptorLayout } from './engine-fixtures.ts';
import { withEngine } from './engine-story-kit.tsx';

const columns = columnsFromLayout(descriptorLayout(customerModule).tableHeaderSet, false);

function Stateful(props: Parameters<typeof ColumnSettingsPanel>[0]) {
  const [current, setCurrent] = useState<ColumnSetting[]>([...props.columns]);
  const [paging, setPaging] = useState<PagingMode>(props.paging);
  return <ColumnSettingsPanel {...props} columns={current} onChange={setCurrent} paging={paging} onPagingChange={setPaging} />;
}

const meta = {
  title: 'Engine/Column settings',
  component: ColumnSettingsPanel,
  decorators: [withEngine],
  render: (args) => <Stateful {...args} />,
  args: {
    descriptor: customerModule,
    columns,
    onChange: fn(),
    paging: 'classic',
    onPagingChange: fn(),
    onRefused: fn(),
    canSaveDefault: true,
    canRestore: false,
    onSave: fn(),
    onRestore: fn(),
  },
} satisfies Meta<typeof ColumnSettingsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The administrator: may save the default for all users. */
export const Administrator: Story = {};

/** Another user with a personal layout: saves it, or restores the default. */
export const PersonalLayout: Story = { args: { canSaveDefault: false, canRestore: true } };

/** List settings (System): only the default for all users is edited, and restored to the module's own. */
export const DefaultForAll: Story = { args: { canSavePersonal: false, canRestore: true } };
