/**
 * The executable form of a BPMN approval process: plain JSON, so the server can store it with the published
 * version and the browser can simulate it. Built by `readBpmn`, checked by `verifyFlow`, run by the executor.
 */

/** Who approves a user task (`oa:assigneeType`); `oa:assignee` names the post, role or users where needed. */
export const ASSIGNEE_TYPES = ['post', 'role', 'users', 'deptHead', 'projectLeader', 'chosen'] as const;
export type AssigneeType = (typeof ASSIGNEE_TYPES)[number];
/** Types whose rule needs a value: a post code, a role code, or comma-separated user ids. */
export const ASSIGNEE_TYPES_WITH_VALUE: readonly AssigneeType[] = ['post', 'role', 'users'];

export type AssigneeRule = { type: AssigneeType; value?: string };

/** `oa:multi`: all must approve, any one decides, or a vote reaching `threshold` (a share in (0, 1] or a head count). */
export const MULTI_MODES = ['all', 'any', 'vote'] as const;
export type MultiMode = (typeof MULTI_MODES)[number];

export type NodeKind = 'startEvent' | 'endEvent' | 'userTask' | 'exclusiveGateway' | 'parallelGateway' | 'unsupported';

export type ProcessNode = {
  id: string;
  name: string;
  kind: NodeKind;
  /** BPMN element type, kept to name unsupported elements. */
  bpmnType: string;
  incoming: string[];
  outgoing: string[];
  /** User tasks. A raw type that is not one of ASSIGNEE_TYPES is kept for the verifier to report. */
  assignee?: { type: string; value?: string };
  multi?: string;
  threshold?: number;
  noSelfApproval?: boolean;
  skipRepeated?: boolean;
  /** Exclusive gateways. */
  defaultFlow?: string;
};

export type ProcessFlow = { id: string; name: string; source: string; target: string; condition?: string };

export type ProcessModel = {
  id: string;
  name: string;
  nodes: Record<string, ProcessNode>;
  flows: Record<string, ProcessFlow>;
};

export type FlowProblem = {
  severity: 'error' | 'warning';
  /** Node or sequence flow id; absent for problems of the whole file. */
  nodeId?: string;
  nodeName?: string;
  messageId: import('../src/shared/i18n/workflow.zh.ts').WorkflowMessageId;
  values?: Record<string, string>;
};

export const isAssigneeType = (value: string): value is AssigneeType => (ASSIGNEE_TYPES as readonly string[]).includes(value);
export const isMultiMode = (value: string): value is MultiMode => (MULTI_MODES as readonly string[]).includes(value);

export const startNodes = (model: ProcessModel) => Object.values(model.nodes).filter((node) => node.kind === 'startEvent');
export const nodeLabel = (node: ProcessNode | undefined) => node?.name || node?.id || '';
