import { Background, ReactFlow, type Edge, type Node, type ReactFlowProps } from '@xyflow/react';

/** A chart to look at, not edit: fitted to its box, panned by dragging, its nodes fixed, on a dotted background. */
export function ReadOnlyFlow<N extends Node = Node, E extends Edge = Edge>({ children, ...props }: ReactFlowProps<N, E>) {
  return (
    <ReactFlow<N, E> fitView proOptions={{ hideAttribution: true }} nodesDraggable={false} nodesConnectable={false} zoomOnScroll={false} panOnDrag {...props}>
      <Background gap={16} size={1} />
      {children}
    </ReactFlow>
  );
}
