import type { Meta, StoryObj } from '@storybook/react-vite';
import { FlowGraphChart, MarkLegend } from '../../src/client/engine/approval/flow-graph-chart.tsx';
import { LifecycleChart } from '../../src/client/engine/approval/lifecycle-chart.tsx';
import { diagramGraph, layeredGraph } from './flow-fixtures.ts';

function Chart(props: Parameters<typeof FlowGraphChart>[0]) {
  return (
    <div style={{ padding: 16 }}>
      <FlowGraphChart {...props} />
      <MarkLegend />
    </div>
  );
}

const meta = {
  title: 'Workflow/Flow chart',
  component: Chart,
  args: { graph: diagramGraph, height: 360 },
} satisfies Meta<typeof Chart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A version at the diagram's coordinates: approver rules on the tasks, the condition and the default flow on the gateway. */
export const Definition: Story = {};
/** The same flow without a diagram: the layered layout, left to right. */
export const LayeredLayout: Story = { args: { graph: layeredGraph } };
/** An instance waiting at finance: the current step highlighted with its approver, the passed steps in green. */
export const Instance: Story = {
  args: {
    current: ['Task_Finance'],
    passed: ['Start', 'Task_DeptHead'],
    passedEdges: ['F1', 'F2'],
    assignees: { Task_Finance: ['李财务'] },
  },
};
/** A completed instance above the threshold: every node on the route passed. */
export const Completed: Story = {
  args: {
    passed: ['Start', 'Task_DeptHead', 'Task_Finance', 'Gateway_Amount', 'Task_GM', 'End'],
    passedEdges: ['F1', 'F2', 'F3', 'F4', 'F6'],
  },
};

/** The generic lifecycle around a document's path, with the replayed step highlighted. */
export const Lifecycle: StoryObj<typeof LifecycleChart> = {
  render: () => (
    <div style={{ padding: 16 }}>
      <LifecycleChart
        name="generic"
        steps={[
          { from: 0, to: 3, event: 'approval.submit' },
          { from: 3, to: 1, event: 'approval.reject' },
          { from: 1, to: 3, event: 'approval.resubmit' },
          { from: 3, to: 4, event: 'approval.approve' },
        ]}
        active={1}
      />
    </div>
  ),
};
