import { BpmnModdle } from 'bpmn-moddle';
import type { BpmnFlowElement, BpmnProcess } from 'bpmn-moddle/types';
import { OA_MODDLE_DESCRIPTOR } from './oa-moddle.descriptor.ts';
import {
  isTimeoutAction,
  parseFieldRights,
  parseTimeLimit,
  translatedNamesOf,
  type FlowProblem,
  type NodeKind,
  type ProcessFlow,
  type ProcessModel,
  type ProcessNode,
} from './process-model.ts';

/** What moddle gives us for a flow element, read structurally (the extension attributes are ours). */
type Element = BpmnFlowElement & {
  $type: string;
  id?: string;
  name?: string;
  sourceRef?: { id?: string };
  targetRef?: { id?: string };
  conditionExpression?: { body?: string };
  default?: { id?: string };
  assigneeType?: string;
  assignee?: string;
  assigneeScope?: string;
  multi?: string;
  threshold?: number;
  noSelfApproval?: boolean;
  skipRepeated?: boolean;
  fieldRights?: string;
  timeLimit?: string;
  onTimeout?: string;
  remindEvery?: number;
  signature?: boolean;
  calledElement?: string;
  /** Attributes moddle does not know, by qualified name. */
  $attrs?: Record<string, string>;
};

const KINDS = new Map<string, NodeKind>([
  ['bpmn:StartEvent', 'startEvent'],
  ['bpmn:EndEvent', 'endEvent'],
  ['bpmn:UserTask', 'userTask'],
  ['bpmn:ExclusiveGateway', 'exclusiveGateway'],
  ['bpmn:ParallelGateway', 'parallelGateway'],
  ['bpmn:SendTask', 'ccTask'],
  ['bpmn:CallActivity', 'callActivity'],
]);
/** Drawn on the canvas but not part of the route. */
const IGNORED = new Set(['bpmn:TextAnnotation', 'bpmn:Association', 'bpmn:Group', 'bpmn:DataObjectReference', 'bpmn:DataStoreReference', 'bpmn:DataObject']);

export type ReadResult = { model: ProcessModel | null; problems: FlowProblem[] };

/**
 * Reads BPMN 2.0 XML (with our `oa:` attributes) into a process model. Elements outside the executable subset
 * (start, end, user task, send task as CC, call activity, exclusive and parallel gateways, sequence flows) are kept
 * as `unsupported` and reported, so the verifier still sees the whole graph.
 */
export async function readBpmn(xml: string): Promise<ReadResult> {
  const moddle = new BpmnModdle({ oa: OA_MODDLE_DESCRIPTOR });
  let definitions;
  try {
    ({ rootElement: definitions } = await moddle.fromXML(xml));
  } catch (error) {
    return {
      model: null,
      problems: [{ severity: 'error', messageId: 'workflow.flow.xmlInvalid', values: { detail: error instanceof Error ? error.message : String(error) } }],
    };
  }
  const processes = (definitions.rootElements ?? []).filter((element) => (element as { $type?: string }).$type === 'bpmn:Process') as BpmnProcess[];
  if (processes.length === 0) return { model: null, problems: [{ severity: 'error', messageId: 'workflow.flow.noProcess' }] };
  const problems: FlowProblem[] = [];
  if (processes.length > 1) problems.push({ severity: 'warning', messageId: 'workflow.flow.multipleProcesses' });
  const process = processes[0];
  // Element ids are the designer's free text: `__proto__` or `toString` must be ids like any other, never a prototype's.
  const model: ProcessModel = {
    id: process.id ?? 'process',
    name: (process as { name?: string }).name ?? '',
    ...withNames(process as unknown as Record<string, unknown>),
    nodes: Object.create(null),
    flows: Object.create(null),
  };

  const elements = (process.flowElements ?? []) as Element[];
  for (const element of elements) {
    if (element.$type === 'bpmn:SequenceFlow' || IGNORED.has(element.$type) || !element.id) continue;
    const kind = KINDS.get(element.$type) ?? 'unsupported';
    const node: ProcessNode = {
      id: element.id,
      name: element.name ?? '',
      ...withNames(element as unknown as Record<string, unknown>),
      kind,
      bpmnType: element.$type,
      incoming: [],
      outgoing: [],
    };
    if ((kind === 'userTask' || kind === 'ccTask') && element.assigneeType)
      node.assignee = {
        type: element.assigneeType,
        ...(element.assignee ? { value: element.assignee } : {}),
        ...(element.assigneeScope ? { scope: element.assigneeScope } : {}),
      };
    if (kind === 'userTask') readApprovalSettings(element, node);
    if (kind === 'callActivity' && element.calledElement) node.calledFlow = element.calledElement;
    const unknown = Object.keys(element.$attrs ?? {}).filter((name) => name.startsWith(`${OA_MODDLE_DESCRIPTOR.prefix}:`));
    if (unknown.length > 0) node.unknownAttributes = unknown;
    if (kind === 'exclusiveGateway' && element.default?.id) node.defaultFlow = element.default.id;
    if (kind === 'unsupported')
      problems.push({
        severity: 'error',
        nodeId: node.id,
        nodeName: node.name,
        messageId: 'workflow.flow.unsupportedElement',
        values: { type: element.$type },
      });
    model.nodes[node.id] = node;
  }
  for (const element of elements) {
    if (element.$type !== 'bpmn:SequenceFlow' || !element.id) continue;
    const source = element.sourceRef?.id ?? '';
    const target = element.targetRef?.id ?? '';
    const condition = element.conditionExpression?.body?.trim();
    const flow: ProcessFlow = {
      id: element.id,
      name: element.name ?? '',
      ...withNames(element as unknown as Record<string, unknown>),
      source,
      target,
      ...(condition ? { condition } : {}),
    };
    model.flows[flow.id] = flow;
    if (!Object.hasOwn(model.nodes, source) || !Object.hasOwn(model.nodes, target)) {
      problems.push({ severity: 'error', nodeId: flow.id, nodeName: flow.name, messageId: 'workflow.flow.flowUnconnected' });
      continue;
    }
    model.nodes[source].outgoing.push(flow.id);
    model.nodes[target].incoming.push(flow.id);
  }
  return { model, problems };
}

/** `names` when the element has translated names (`oa:nameEn`...), else nothing, so models without stay as they were. */
function withNames(element: Record<string, unknown>) {
  const names = translatedNamesOf(element);
  return names ? { names } : {};
}

/** The settings of an approval step beyond its assignee: multi-approval, self-approval, field rights, time limit. */
function readApprovalSettings(element: Element, node: ProcessNode) {
  if (element.multi) node.multi = element.multi;
  if (element.threshold !== undefined) node.threshold = Number(element.threshold);
  if (element.noSelfApproval) node.noSelfApproval = true;
  if (element.skipRepeated) node.skipRepeated = true;
  if (element.signature) node.signature = true;
  if (element.fieldRights) node.fieldRights = parseFieldRights(element.fieldRights);
  if (element.timeLimit) {
    node.timeLimit = element.timeLimit;
    if (element.onTimeout) node.onTimeout = element.onTimeout;
    const limit = parseTimeLimit(element.timeLimit);
    const onTimeout = element.onTimeout ?? 'remind';
    if (limit && isTimeoutAction(onTimeout))
      node.deadline = { ...limit, onTimeout, ...(element.remindEvery !== undefined ? { remindEveryHours: Number(element.remindEvery) } : {}) };
  }
}
