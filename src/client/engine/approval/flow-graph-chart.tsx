import '@xyflow/react/dist/style.css';
import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { Controls, Handle, MarkerType, Position, type Edge, type Node, type NodeProps } from '@xyflow/react';
import { ReadOnlyFlow } from './read-only-flow.tsx';
import type { FlowGraph, GraphNode } from '../../api/flow-graph.api.ts';

/** How a node stands in an instance: where it waits now, passed, or not reached. */
export type NodeMark = 'current' | 'passed' | 'idle';

const TONE: Record<NodeMark, { fill: string; stroke: string; width: number }> = {
  current: { fill: '#e3f2fd', stroke: '#1976d2', width: 3 },
  passed: { fill: '#edf7ed', stroke: '#2e7d32', width: 1.5 },
  idle: { fill: '#fff', stroke: '#909399', width: 1 },
};

type BpmnData = { node: GraphNode; mark: NodeMark; rule: string; people: string };
type BpmnNode = Node<BpmnData, 'bpmn'>;

const hidden: CSSProperties = { opacity: 0, width: 1, height: 1, minWidth: 0, minHeight: 0, border: 0 };

/** One BPMN element: events as circles, user tasks as rounded boxes with their approver rule, gateways as diamonds. */
function BpmnShape({ data }: NodeProps<BpmnNode>) {
  const { node, mark, rule, people } = data;
  const tone = TONE[mark];
  const box: CSSProperties = {
    width: node.width,
    height: node.height,
    boxSizing: 'border-box',
    background: tone.fill,
    border: `${tone.width}px solid ${tone.stroke}`,
  };
  let shape;
  if (node.kind === 'startEvent' || node.kind === 'endEvent') {
    shape = <div style={{ ...box, borderRadius: '50%', borderWidth: node.kind === 'endEvent' ? tone.width + 2 : tone.width }} />;
  } else if (node.kind === 'exclusiveGateway' || node.kind === 'parallelGateway') {
    shape = (
      <div style={{ width: node.width, height: node.height, position: 'relative' }}>
        <div
          style={{
            ...box,
            width: node.width * 0.7,
            height: node.height * 0.7,
            position: 'absolute',
            left: node.width * 0.15,
            top: node.height * 0.15,
            transform: 'rotate(45deg)',
          }}
        />
        <div
          style={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 20,
            fontWeight: 700,
            color: tone.stroke,
          }}
        >
          {node.kind === 'parallelGateway' ? '+' : '×'}
        </div>
      </div>
    );
  } else {
    shape = (
      <div
        style={{
          ...box,
          borderRadius: 8,
          padding: 4,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          textAlign: 'center',
          fontSize: 12,
          lineHeight: 1.25,
          overflow: 'hidden',
        }}
      >
        <strong>{node.name || node.id}</strong>
        {rule && <span style={{ color: '#606266', fontSize: 11 }}>{rule}</span>}
        {people && <span style={{ color: tone.stroke, fontSize: 11 }}>{people}</span>}
      </div>
    );
  }
  const outside = node.kind !== 'userTask' && node.kind !== 'unsupported' && node.name;
  return (
    <div data-node-id={node.id} data-mark={mark} title={node.name || node.id} style={{ position: 'relative' }}>
      <Handle type="target" position={Position.Left} style={hidden} isConnectable={false} />
      {shape}
      {outside && (
        <div
          style={{
            position: 'absolute',
            top: node.height + 2,
            left: '50%',
            transform: 'translateX(-50%)',
            width: 120,
            textAlign: 'center',
            fontSize: 11,
            color: '#303133',
          }}
        >
          {node.name}
        </div>
      )}
      <Handle type="source" position={Position.Right} style={hidden} isConnectable={false} />
    </div>
  );
}

const NODE_TYPES = { bpmn: BpmnShape };

/** The approver rule of a user task in words: "Post: Finance", "Department head", plus the multi-instance mode. */
export function useRuleText() {
  const intl = useIntl();
  return (node: GraphNode) => {
    if (!node.assignee) return '';
    const typeId = `wf.process.assignee.${node.assignee.type}`;
    const type = intl.messages[typeId] !== undefined ? intl.formatMessage({ id: typeId }) : node.assignee.type;
    const multiId = node.multi ? `wf.chart.multi.${node.multi}` : '';
    const multi = multiId && intl.messages[multiId] !== undefined ? ` · ${intl.formatMessage({ id: multiId }, { threshold: node.threshold ?? 1 })}` : '';
    const named = node.assignee.label ?? node.assignee.value;
    return `${type}${named ? `: ${named}` : ''}${multi}`;
  };
}

/**
 * A flow definition drawn as its graph (issue 5 Screens: flow chart view) at the coordinates the server sends
 * (the BPMN diagram's, or a layered layout). With marks, an instance: the current nodes highlighted, passed
 * nodes and sequence flows in green.
 */
export function FlowGraphChart({
  graph,
  current = [],
  passed = [],
  passedEdges = [],
  assignees = {},
  height = 420,
}: {
  graph: FlowGraph;
  current?: readonly string[];
  passed?: readonly string[];
  passedEdges?: readonly string[];
  assignees?: Readonly<Record<string, string[]>>;
  height?: number;
}) {
  const intl = useIntl();
  const ruleText = useRuleText();
  const markOf = (id: string): NodeMark => (current.includes(id) ? 'current' : passed.includes(id) ? 'passed' : 'idle');
  const nodes: BpmnNode[] = graph.nodes.map((node) => ({
    id: node.id,
    type: 'bpmn',
    position: { x: node.x, y: node.y },
    data: { node, mark: markOf(node.id), rule: ruleText(node), people: (assignees[node.id] ?? []).join(', ') },
    className: `flow-node-${markOf(node.id)}`,
    draggable: false,
    connectable: false,
    width: node.width,
    height: node.height,
  }));
  const defaultText = intl.formatMessage({ id: 'wf.chart.default' });
  const edges: Edge[] = graph.edges.map((edge) => {
    const taken = passedEdges.includes(edge.id);
    const entering = current.includes(edge.target) && passed.includes(edge.source);
    const label = edge.name || edge.condition || (edge.isDefault ? defaultText : '');
    const colour = taken ? '#2e7d32' : '#909399';
    return {
      id: edge.id,
      source: edge.source,
      target: edge.target,
      type: 'smoothstep',
      animated: entering,
      label: label || undefined,
      labelStyle: { fontSize: 11, fill: '#606266' },
      labelBgStyle: { fill: '#fff' },
      style: { stroke: colour, strokeWidth: taken ? 2 : 1.2, strokeDasharray: edge.isDefault ? undefined : undefined },
      markerEnd: { type: MarkerType.ArrowClosed, color: colour },
      className: taken ? 'flow-edge-passed' : undefined,
    };
  });
  return (
    <div style={{ height, width: '100%' }} data-testid="flow-graph-chart">
      <ReadOnlyFlow nodes={nodes} edges={edges} nodeTypes={NODE_TYPES} fitViewOptions={{ padding: 0.15, maxZoom: 1.2 }}>
        <Controls showInteractive={false} />
      </ReadOnlyFlow>
    </div>
  );
}

/** The legend under an instance chart. */
export function MarkLegend() {
  const intl = useIntl();
  return (
    <div style={{ display: 'flex', gap: 16, fontSize: 12, color: '#606266', marginTop: 6 }}>
      {(['current', 'passed', 'idle'] as const).map((mark) => (
        <span key={mark} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
          <span
            style={{
              width: 14,
              height: 10,
              background: TONE[mark].fill,
              border: `${Math.min(TONE[mark].width, 2)}px solid ${TONE[mark].stroke}`,
              borderRadius: 2,
            }}
          />
          {intl.formatMessage({ id: `wf.chart.mark.${mark}` })}
        </span>
      ))}
    </div>
  );
}
