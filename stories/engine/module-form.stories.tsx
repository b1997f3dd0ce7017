import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldControl } from '../../src/client/engine/form/field-control.tsx';
import { ModuleFormBody } from '../../src/client/engine/form/module-form-screen.tsx';
import type { ScalarField } from '../../src/shared/rules/field.types.ts';
import { customerModule, customerRows } from './engine-fixtures.ts';
import { withEngine } from './engine-story-kit.tsx';

const meta = {
  title: 'Engine/Form',
  component: ModuleFormBody,
  decorators: [withEngine],
  args: { descriptor: customerModule, mode: '-1' },
} satisfies Meta<typeof ModuleFormBody>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new record: save validates with required rules on, "save as draft" with them off. */
export const NewRecord: Story = {};

/** An existing record: money formatted, picks named, detail rows. */
export const EditRecord: Story = { args: { record: customerRows[0] } };

/** A control type the engine does not know shows 未知控件类型 instead of failing. */
export const UnknownControl: Story = {
  render: () => (
    <FieldControl
      descriptor={customerModule}
      field={{ key: 'mystery', type: 'colour' } as unknown as ScalarField}
      value=""
      onChange={() => undefined}
      label="mystery"
      required={false}
      disabled={false}
    />
  ),
};
