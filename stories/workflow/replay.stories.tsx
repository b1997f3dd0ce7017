import type { Meta, StoryObj } from '@storybook/react-vite';
import { listedIn } from '../../src/modules/areas.ts';
import reimbursementLabels from '../../src/modules/expense/reimbursement/reimbursement.labels.json' with { type: 'json' };
import reimbursement from '../../src/modules/expense/reimbursement/reimbursement.module.ts';
import { ReplayView } from '../../src/client/engine/approval/replay-dialog.tsx';
import { withEngine } from '../engine/engine-story-kit.tsx';
import { replayFixture } from './flow-fixtures.ts';

function Replay(props: Parameters<typeof ReplayView>[0]) {
  return (
    <div style={{ padding: 16, maxWidth: 1200 }}>
      <ReplayView {...props} />
    </div>
  );
}

const meta = {
  title: 'Workflow/Replay',
  component: Replay,
  decorators: [withEngine],
  args: { descriptor: listedIn('expense', 'reimapplication', reimbursement, reimbursementLabels), replay: replayFixture },
} satisfies Meta<typeof Replay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The last step: resubmitted with a lower amount; the diff shows the amount and the lines changed. */
export const LastStep: Story = {};
/** The department head's approval, made by a delegate on their behalf: the status stays, nothing changed. */
export const OnBehalf: Story = { args: { initialStep: 1 } };
/** Finance rejects to the applicant: in approval → rejected, highlighted on the lifecycle chart. */
export const Rejected: Story = { args: { initialStep: 2 } };
/** A document without any transition yet. */
export const Empty: Story = { args: { replay: { ...replayFixture, rows: [] } } };
