import '@xyflow/react/dist/style.css';
import type { CSSProperties } from 'react';
import { MarkerType, type Edge, type Node } from '@xyflow/react';
import { ReadOnlyFlow } from './read-only-flow.tsx';

export type RouteStep = { name: string; users: string[]; state: 'done' | 'rejected' | 'current' | 'next' };

const STEP_WIDTH = 150;
const GAP = 40;
const NODE_HEIGHT = 52;
const STYLE: Record<RouteStep['state'] | 'terminal', { background: string; border: string }> = {
  done: { background: '#f0f9eb', border: '1px solid #67c23a' },
  rejected: { background: '#fdf6ec', border: '1px solid #e6a23c' },
  current: { background: '#ecf5ff', border: '2px solid #1976d2' },
  next: { background: '#fff', border: '1px dashed #909399' },
  terminal: { background: '#f4f4f5', border: '1px solid #c0c4cc' },
};

/** The route of one document as a left-to-right chain: start, each step (the current one highlighted), end. */
export function FlowRouteChart({ steps, finished, startLabel, endLabel }: { steps: RouteStep[]; finished: boolean; startLabel: string; endLabel: string }) {
  const chain: { id: string; label: string; kind: RouteStep['state'] | 'terminal' }[] = [
    { id: 'start', label: startLabel, kind: 'terminal' },
    ...steps.map((step, index) => ({ id: `step-${index}`, label: `${step.name}\n${step.users.join(', ')}`, kind: step.state })),
    ...(finished || steps.every((step) => step.state !== 'next') ? [{ id: 'end', label: endLabel, kind: 'terminal' as const }] : []),
  ];
  const nodes: Node[] = chain.map((item, index) => ({
    id: item.id,
    position: { x: index === 0 ? 70 : index * (STEP_WIDTH + GAP), y: 20 },
    data: { label: item.label },
    draggable: false,
    connectable: false,
    className: `route-${item.kind}`,
    style: {
      ...STYLE[item.kind],
      width: item.kind === 'terminal' ? 80 : STEP_WIDTH,
      height: NODE_HEIGHT,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      padding: 4,
      fontSize: 12,
      whiteSpace: 'pre-line',
      borderRadius: item.kind === 'terminal' ? NODE_HEIGHT / 2 : 6,
    },
    sourcePosition: 'right' as Node['sourcePosition'],
    targetPosition: 'left' as Node['targetPosition'],
  }));
  const edges: Edge[] = chain.slice(1).map((item, index) => ({
    id: `${chain[index].id}-${item.id}`,
    source: chain[index].id,
    target: item.id,
    markerEnd: { type: MarkerType.ArrowClosed },
    animated: item.kind === 'current',
  }));
  return (
    <ReadOnlyFlow
      nodes={nodes}
      edges={edges}
      fitViewOptions={{ maxZoom: 1 }}
      className="route-chart"
      style={{ '--xy-handle-background-color': 'transparent', '--xy-handle-border-color': 'transparent' } as CSSProperties}
    />
  );
}
