import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldControl } from '../../src/client/engine/fields/field-control.tsx';
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

/**
 * With an administrator's form override (spec "Web-page record"): the short name hidden, the industry required
 * and renamed, the region read-only and the contact mobile no longer required, the credit code first.
 */
export const WithOverride: Story = {
  args: {
    override: {
      id: 1,
      name: '客户信息',
      updatedAt: '2026-11-20T08:00:00.000Z',
      essential: [],
      config: {
        fields: [
          { key: 'creditCode', sort: 0 },
          { key: 'shortName', visible: false },
          { key: 'industry', required: true, label: { zh: '行业分类', en: 'Sector', es: 'Sector' } },
          { key: 'region', editable: false },
          { key: 'contactMobile', required: false, span: 24 },
        ],
      },
    },
  },
};
