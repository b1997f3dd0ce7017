import type { ProcessFlow, ProcessModel, ProcessNode } from './process-model.ts';

/**
 * Sub-processes: a call activity runs another published flow in its place. When a flow is published its call
 * activities are replaced by a copy of the called flow's nodes (ids prefixed `<call id>/`), so a running process
 * finishes on the versions it started with and the executor knows nothing of calls. The called flow's start and
 * end events become pass-through points: the start takes the call's incoming flows, every end leads to one exit
 * that takes the call's outgoing flow. `calledModel` answers the published model of a flow key; a flow that
 * (directly or not) calls itself, or calls a flow that is missing, is answered as a problem.
 */
export function inlineCalls(
  model: ProcessModel,
  calledModel: (flowKey: string) => ProcessModel | undefined,
  calling: readonly string[] = [],
): { model: ProcessModel; missing: string[]; cycles: string[] } {
  const result: ProcessModel = { ...model, nodes: Object.create(null), flows: Object.create(null) };
  const missing: string[] = [];
  const cycles: string[] = [];
  for (const flow of Object.values(model.flows)) result.flows[flow.id] = { ...flow };
  for (const node of Object.values(model.nodes)) {
    if (node.kind !== 'callActivity') {
      result.nodes[node.id] = { ...node, incoming: [...node.incoming], outgoing: [...node.outgoing] };
      continue;
    }
    const key = node.calledFlow ?? '';
    if (calling.includes(key) || key === model.id) {
      cycles.push(key);
      result.nodes[node.id] = { ...node };
      continue;
    }
    const found = calledModel(key);
    if (!found) {
      missing.push(key);
      result.nodes[node.id] = { ...node };
      continue;
    }
    const inner = inlineCalls(found, calledModel, [...calling, model.id]);
    missing.push(...inner.missing);
    cycles.push(...inner.cycles);
    splice(result, node, inner.model);
  }
  return { model: result, missing, cycles };
}

/** Puts `called` where the call activity `call` stands in `target`. */
function splice(target: ProcessModel, call: ProcessNode, called: ProcessModel) {
  const prefixed = (id: string) => `${call.id}/${id}`;
  const exit = prefixed('exit');
  const passThrough = (id: string, name: string, incoming: string[], outgoing: string[]): ProcessNode => ({
    id,
    name,
    kind: 'exclusiveGateway',
    bpmnType: 'bpmn:ExclusiveGateway',
    incoming,
    outgoing,
  });
  const ends: string[] = [];
  for (const node of Object.values(called.nodes)) {
    const id = prefixed(node.id);
    const incoming = node.incoming.map(prefixed);
    const outgoing = node.outgoing.map(prefixed);
    if (node.kind === 'startEvent') target.nodes[id] = passThrough(id, call.name, [...call.incoming], outgoing);
    else if (node.kind === 'endEvent') {
      const toExit = prefixed(`${node.id}->exit`);
      target.flows[toExit] = { id: toExit, name: '', source: id, target: exit };
      target.nodes[id] = passThrough(id, node.name, incoming, [toExit]);
      ends.push(toExit);
    } else target.nodes[id] = { ...node, id, incoming, outgoing };
  }
  for (const flow of Object.values(called.flows)) {
    const id = prefixed(flow.id);
    target.flows[id] = { ...flow, id, source: prefixed(flow.source), target: prefixed(flow.target) } satisfies ProcessFlow;
  }
  target.nodes[exit] = passThrough(exit, call.name, ends, [...call.outgoing]);
  const start = Object.values(called.nodes).find((node) => node.kind === 'startEvent');
  for (const flowId of call.incoming) if (start) target.flows[flowId] = { ...target.flows[flowId], target: prefixed(start.id) };
  for (const flowId of call.outgoing) target.flows[flowId] = { ...target.flows[flowId], source: exit };
}
