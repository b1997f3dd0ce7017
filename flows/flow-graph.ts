import { BpmnModdle } from 'bpmn-moddle';
import { OA_MODDLE_DESCRIPTOR } from './oa-moddle.descriptor.ts';
import type { NodeKind, ProcessModel, TranslatedNames } from './process-model.ts';

/**
 * A flow definition as a drawable graph (the flow chart view, issue 5 Screens): every node with its box, every
 * sequence flow with its condition. Boxes come from the BPMN diagram (BPMNDI bounds) when the file has them,
 * else from a layered left-to-right layout. Pure data: the server sends it, the browser draws it with React Flow.
 */
export type GraphNode = {
  id: string;
  name: string;
  /** The name in the other languages (`oa:nameEn`...); the server answers each reader in theirs. */
  names?: TranslatedNames;
  kind: NodeKind;
  x: number;
  y: number;
  width: number;
  height: number;
  /**
   * User tasks: the assignee rule (`oa:assigneeType` / `oa:assignee`) and the multi-instance mode. The server adds
   * `label`, the names of the post, role or users the value names by code or id, as they are today.
   */
  assignee?: { type: string; value?: string; label?: string };
  multi?: string;
  threshold?: number;
};
export type GraphEdge = { id: string; source: string; target: string; name: string; names?: TranslatedNames; condition?: string; isDefault?: boolean };
export type FlowGraph = { nodes: GraphNode[]; edges: GraphEdge[]; layout: 'diagram' | 'layered' };

const SIZE: Record<NodeKind, { width: number; height: number }> = {
  startEvent: { width: 36, height: 36 },
  endEvent: { width: 36, height: 36 },
  userTask: { width: 140, height: 70 },
  exclusiveGateway: { width: 50, height: 50 },
  parallelGateway: { width: 50, height: 50 },
  ccTask: { width: 120, height: 60 },
  callActivity: { width: 140, height: 70 },
  unsupported: { width: 100, height: 60 },
};

type Bounds = { x: number; y: number; width: number; height: number };

/** BPMNShape bounds by element id, from the first diagram of the file. */
export async function readDiagramBounds(xml: string): Promise<Map<string, Bounds>> {
  const bounds = new Map<string, Bounds>();
  try {
    const moddle = new BpmnModdle({ oa: OA_MODDLE_DESCRIPTOR });
    const { rootElement } = await moddle.fromXML(xml);
    const diagrams = (rootElement as { diagrams?: { plane?: { planeElement?: unknown[] } }[] }).diagrams ?? [];
    for (const element of (diagrams[0]?.plane?.planeElement ?? []) as { $type?: string; bpmnElement?: { id?: string }; bounds?: Bounds }[]) {
      if (element.$type !== 'bpmndi:BPMNShape' || !element.bpmnElement?.id || !element.bounds) continue;
      const { x, y, width, height } = element.bounds;
      bounds.set(element.bpmnElement.id, { x: Number(x), y: Number(y), width: Number(width), height: Number(height) });
    }
  } catch {
    // An unreadable diagram only loses its coordinates: the layered layout draws the model.
  }
  return bounds;
}

/**
 * Layered layout: each node's column is its longest distance from a start event (back edges ignored), rows
 * spread the nodes of a column around the middle. Good enough for approval flows, which are mostly chains.
 */
export function layeredLayout(model: ProcessModel): Map<string, Bounds> {
  const ids = Object.keys(model.nodes);
  const out = new Map<string, string[]>(ids.map((id) => [id, []]));
  const joins = (flow: ProcessModel['flows'][string]) => Object.hasOwn(model.nodes, flow.source) && Object.hasOwn(model.nodes, flow.target);
  for (const flow of Object.values(model.flows)) if (joins(flow)) out.get(flow.source)!.push(flow.target);
  const starts = ids.filter((id) => model.nodes[id].kind === 'startEvent' || model.nodes[id].incoming.length === 0);
  const layer = new Map<string, number>();
  // Depth-first from each start, keeping the longest acyclic distance; an edge back to a node on the path is skipped.
  const visit = (id: string, depth: number, path: Set<string>) => {
    if ((layer.get(id) ?? -1) >= depth) return;
    layer.set(id, depth);
    path.add(id);
    for (const next of out.get(id)!) if (!path.has(next)) visit(next, depth + 1, path);
    path.delete(id);
  };
  for (const start of starts.length ? starts : ids.slice(0, 1)) visit(start, 0, new Set());
  for (const id of ids) if (!layer.has(id)) layer.set(id, 0);
  const columns = new Map<number, string[]>();
  for (const id of ids) columns.set(layer.get(id)!, [...(columns.get(layer.get(id)!) ?? []), id]);
  const COLUMN = 200;
  const ROW = 120;
  const bounds = new Map<string, Bounds>();
  for (const [column, members] of columns) {
    members.forEach((id, index) => {
      const size = SIZE[model.nodes[id].kind];
      const centreY = (index - (members.length - 1) / 2) * ROW + 200;
      bounds.set(id, { x: 60 + column * COLUMN + (140 - size.width) / 2, y: centreY - size.height / 2, ...size });
    });
  }
  return bounds;
}

/** The graph of a model, placed with the diagram's bounds when every node has them. */
export function flowGraph(model: ProcessModel, diagram: Map<string, Bounds>): FlowGraph {
  const nodes = Object.values(model.nodes);
  const useDiagram = nodes.length > 0 && nodes.every((node) => diagram.has(node.id));
  const placed = useDiagram ? diagram : layeredLayout(model);
  return {
    layout: useDiagram ? 'diagram' : 'layered',
    nodes: nodes.map((node) => ({
      id: node.id,
      name: node.name,
      ...(node.names ? { names: node.names } : {}),
      kind: node.kind,
      ...placed.get(node.id)!,
      ...(node.assignee ? { assignee: node.assignee } : {}),
      ...(node.multi ? { multi: node.multi } : {}),
      ...(node.threshold !== undefined ? { threshold: node.threshold } : {}),
    })),
    edges: Object.values(model.flows)
      // A flow to an id that is no node (the verifier reports it) is not drawn, whatever the id spells.
      .filter((flow) => Object.hasOwn(model.nodes, flow.source) && Object.hasOwn(model.nodes, flow.target))
      .map((flow) => ({
        id: flow.id,
        source: flow.source,
        target: flow.target,
        name: flow.name,
        ...(flow.names ? { names: flow.names } : {}),
        ...(flow.condition ? { condition: flow.condition } : {}),
        ...(model.nodes[flow.source].defaultFlow === flow.id ? { isDefault: true } : {}),
      })),
  };
}

/** Reads the diagram of a BPMN file and draws its model. */
export async function flowGraphOf(xml: string, model: ProcessModel): Promise<FlowGraph> {
  return flowGraph(model, await readDiagramBounds(xml));
}
