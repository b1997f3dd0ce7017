import { ExpressionError, parseCondition, referencedNames, type ConditionNode } from './condition-expression.ts';
import { readBpmn } from './bpmn-reader.ts';
import {
  ASSIGNEE_TYPES_WITH_VALUE,
  isAssigneeScope,
  isAssigneeType,
  isFieldRight,
  isMultiMode,
  isTimeoutAction,
  parseTimeLimit,
  ruleOf,
  startNodes,
  type AssigneeRule,
  type FlowProblem,
  type ProcessModel,
  type ProcessNode,
} from './process-model.ts';

/**
 * For one assignee rule, how many active users it finds in each office that can file the document. The server
 * answers it from the organisation tables before calling the (synchronous) verifier.
 */
export type AssigneeCoverage = (rule: AssigneeRule, node: ProcessNode) => readonly { office: string; activeUsers: number }[];

export type VerifyOptions = {
  checkAssignees?: AssigneeCoverage;
  /** Fields of the module's documents; conditions and field rights naming anything else get a warning. */
  knownFields?: readonly string[];
  /** Whether the module declares a project-leader field: without one a project-leader step could never resolve. */
  hasProjectLeader?: boolean;
  /** Flow keys a call activity may run (the published flows); others are an error. */
  knownFlows?: readonly string[];
};

/** Names a condition may read besides the document's fields. */
export const CONDITION_GLOBALS = ['params', 'applicant'] as const;

const problemAt = (
  node: { id: string; name: string },
  messageId: FlowProblem['messageId'],
  values?: Record<string, string>,
  severity: FlowProblem['severity'] = 'error',
): FlowProblem => ({
  severity,
  nodeId: node.id,
  nodeName: node.name,
  messageId,
  ...(values ? { values } : {}),
});

function reach(model: ProcessModel, from: readonly string[], direction: 'forward' | 'backward'): Set<string> {
  const seen = new Set<string>(from);
  const queue = [...from];
  while (queue.length > 0) {
    const node = model.nodes[queue.shift() as string];
    for (const flowId of direction === 'forward' ? node.outgoing : node.incoming) {
      const flow = model.flows[flowId];
      const next = direction === 'forward' ? flow.target : flow.source;
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

const NEGATED: Record<string, string> = { '==': '!=', '!=': '==', '===': '!==', '!==': '===' };
const same = (a: ConditionNode, b: ConditionNode) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Whether some pair of conditions is a condition and its negation (`X` / `!X`, `a == b` / `a != b`), so one
 * branch is always taken. Ordering comparisons do not count: a missing field makes `>` and `<=` both false.
 */
export function provesCoverage(conditions: readonly ConditionNode[]): boolean {
  const negates = (a: ConditionNode, b: ConditionNode) =>
    (b.type === 'UnaryExpression' && b.operator === '!' && same(a, b.argument)) ||
    (a.type === 'BinaryExpression' && b.type === 'BinaryExpression' && NEGATED[a.operator] === b.operator && same(a.left, b.left) && same(a.right, b.right));
  return conditions.some((a) => conditions.some((b) => negates(a, b)));
}

const tryParse = (source: string | undefined): ConditionNode | undefined => {
  if (!source) return undefined;
  try {
    return parseCondition(source);
  } catch {
    return undefined;
  }
};

/** Every user task's rule, for the server to resolve before verifying or running. */
export function assigneeRules(model: ProcessModel): { node: ProcessNode; rule: AssigneeRule }[] {
  return Object.values(model.nodes).flatMap((node) =>
    (node.kind === 'userTask' || node.kind === 'ccTask') && node.assignee && isAssigneeType(node.assignee.type) ? [{ node, rule: ruleOf(node.assignee) }] : [],
  );
}

/** The assignee rule of an approval or CC step. */
function verifyAssignee(node: ProcessNode, options: VerifyOptions): FlowProblem[] {
  if (!node.assignee) return [problemAt(node, 'workflow.flow.noAssigneeRule')];
  const { type, value, scope } = node.assignee;
  if (!isAssigneeType(type)) return [problemAt(node, 'workflow.flow.assigneeTypeInvalid', { value: type })];
  const problems: FlowProblem[] = [];
  if (scope !== undefined && !isAssigneeScope(scope)) problems.push(problemAt(node, 'workflow.flow.assigneeScopeInvalid', { value: scope }));
  if (ASSIGNEE_TYPES_WITH_VALUE.includes(type) && !value?.trim()) problems.push(problemAt(node, 'workflow.flow.assigneeValueMissing'));
  else if (type === 'deptHead' && value !== undefined && !/^[1-9]$/.test(value.trim()))
    problems.push(problemAt(node, 'workflow.flow.levelsInvalid', { value }));
  else if (type === 'officeHeads' && options.knownFields && !options.knownFields.includes(value ?? ''))
    problems.push(problemAt(node, 'workflow.flow.officeFieldUnknown', { field: value ?? '' }));
  else if (type === 'fieldUser' && options.knownFields && !options.knownFields.includes((value ?? '').split('.')[0]))
    problems.push(problemAt(node, 'workflow.flow.userFieldUnknown', { field: value ?? '' }));
  else if (type === 'projectLeader' && options.hasProjectLeader === false) problems.push(problemAt(node, 'workflow.flow.noProjectLeaderField'));
  else if (type === 'chosen' && node.kind === 'ccTask') problems.push(problemAt(node, 'workflow.flow.ccChosen'));
  else if (options.checkAssignees && type !== 'chosen' && type !== 'officeHeads' && type !== 'fieldUser') {
    // A rule chosen in the approver dialog or read from the document resolves at run time; every other rule must
    // find someone everywhere.
    for (const { office, activeUsers } of options.checkAssignees(ruleOf(node.assignee), node))
      if (activeUsers < 1) problems.push(problemAt(node, 'workflow.flow.noActiveAssignee', { office }));
  }
  return problems;
}

function verifyTask(node: ProcessNode, options: VerifyOptions): FlowProblem[] {
  const problems = verifyAssignee(node, options);
  if (node.multi !== undefined && !isMultiMode(node.multi)) problems.push(problemAt(node, 'workflow.flow.multiInvalid', { value: node.multi }));
  if (node.multi === 'vote' && !(node.threshold !== undefined && node.threshold > 0 && (node.threshold <= 1 || Number.isInteger(node.threshold))))
    problems.push(problemAt(node, 'workflow.flow.thresholdInvalid'));
  for (const [field, right] of Object.entries(node.fieldRights ?? {})) {
    if (!isFieldRight(right)) problems.push(problemAt(node, 'workflow.flow.fieldRightInvalid', { field, value: right }));
    else if (options.knownFields && !options.knownFields.includes(field)) problems.push(problemAt(node, 'workflow.flow.unknownField', { field }, 'warning'));
  }
  if (node.timeLimit !== undefined && !parseTimeLimit(node.timeLimit))
    problems.push(problemAt(node, 'workflow.flow.timeLimitInvalid', { value: node.timeLimit }));
  if (node.onTimeout !== undefined && !isTimeoutAction(node.onTimeout))
    problems.push(problemAt(node, 'workflow.flow.onTimeoutInvalid', { value: node.onTimeout }));
  return problems;
}

function verifyCall(node: ProcessNode, options: VerifyOptions): FlowProblem[] {
  if (!node.calledFlow) return [problemAt(node, 'workflow.flow.calledFlowMissing')];
  if (options.knownFlows && !options.knownFlows.includes(node.calledFlow))
    return [problemAt(node, 'workflow.flow.calledFlowUnknown', { value: node.calledFlow })];
  return [];
}

function verifyConditions(model: ProcessModel, options: VerifyOptions): FlowProblem[] {
  const problems: FlowProblem[] = [];
  const known = options.knownFields ? new Set<string>([...options.knownFields, ...CONDITION_GLOBALS]) : undefined;
  for (const flow of Object.values(model.flows)) {
    const source = model.nodes[flow.source];
    if (!flow.condition || !source) continue;
    if (source.kind !== 'exclusiveGateway') {
      problems.push(problemAt(flow, 'workflow.flow.conditionIgnored', undefined, 'warning'));
      continue;
    }
    if (source.defaultFlow === flow.id) {
      problems.push(problemAt(flow, 'workflow.flow.defaultHasCondition', undefined, 'warning'));
      continue;
    }
    try {
      const tree = parseCondition(flow.condition);
      if (known)
        for (const name of referencedNames(tree))
          if (!known.has(name)) problems.push(problemAt(flow, 'workflow.flow.unknownField', { field: name }, 'warning'));
    } catch (error) {
      if (!(error instanceof ExpressionError)) throw error;
      problems.push(problemAt(flow, error.messageId, error.values));
    }
  }
  return problems;
}

/**
 * Checks a flow before it is published (DESIGN.md §4): one start, an end, every node reachable from the start
 * and able to reach an end, each exclusive gateway decidable, each user task with a rule that finds someone and
 * valid field rights and time limit, each CC step with a rule, each call activity naming a published flow, every
 * condition inside the safe language. Attributes of ours this version does not know are warnings. Errors block
 * publishing; warnings are shown.
 */
export function verifyFlow(model: ProcessModel, options: VerifyOptions = {}): FlowProblem[] {
  const problems: FlowProblem[] = [];
  const nodes = Object.values(model.nodes);
  const starts = startNodes(model);
  const ends = nodes.filter((node) => node.kind === 'endEvent');
  if (starts.length === 0) problems.push({ severity: 'error', messageId: 'workflow.flow.noStart' });
  for (const extra of starts.slice(1)) problems.push(problemAt(extra, 'workflow.flow.multipleStarts'));
  if (ends.length === 0) problems.push({ severity: 'error', messageId: 'workflow.flow.noEnd' });
  if (!nodes.some((node) => node.kind === 'userTask')) problems.push({ severity: 'warning', messageId: 'workflow.flow.noUserTask' });

  const reachable = reach(
    model,
    starts.map((node) => node.id),
    'forward',
  );
  const reachesEnd = reach(
    model,
    ends.map((node) => node.id),
    'backward',
  );
  for (const node of nodes) {
    if (node.kind !== 'endEvent' && node.outgoing.length === 0) problems.push(problemAt(node, 'workflow.flow.dangling'));
    else if (!reachesEnd.has(node.id)) problems.push(problemAt(node, 'workflow.flow.cannotReachEnd'));
    if (starts.length > 0 && !reachable.has(node.id)) problems.push(problemAt(node, 'workflow.flow.unreachable'));

    if (node.kind === 'startEvent' && node.outgoing.length !== 1) problems.push(problemAt(node, 'workflow.flow.startOutgoing'));
    if (node.kind === 'endEvent' && node.outgoing.length > 0) problems.push(problemAt(node, 'workflow.flow.endOutgoing'));
    if ((node.kind === 'userTask' || node.kind === 'ccTask' || node.kind === 'callActivity') && node.outgoing.length > 1)
      problems.push(problemAt(node, 'workflow.flow.taskOutgoing'));
    if (node.kind === 'userTask') problems.push(...verifyTask(node, options));
    if (node.kind === 'ccTask') problems.push(...verifyAssignee(node, options));
    if (node.kind === 'callActivity') problems.push(...verifyCall(node, options));
    for (const name of node.unknownAttributes ?? []) problems.push(problemAt(node, 'workflow.flow.unknownAttribute', { name }, 'warning'));
    if (node.kind === 'exclusiveGateway' && node.outgoing.length > 1) {
      // Coverage of arbitrary conditions cannot be proven: without a default we accept only a plain X / not-X pair.
      const conditions = node.outgoing.map((flowId) => tryParse(model.flows[flowId].condition)).filter((c): c is ConditionNode => c !== undefined);
      const hasDefault = node.defaultFlow !== undefined && node.outgoing.includes(node.defaultFlow);
      if (!hasDefault && !provesCoverage(conditions)) problems.push(problemAt(node, 'workflow.flow.gatewayNoDefault'));
      for (const flowId of node.outgoing) {
        const flow = model.flows[flowId];
        if (flowId !== node.defaultFlow && !flow.condition) problems.push(problemAt(flow, 'workflow.flow.missingCondition'));
      }
    }
  }
  problems.push(...verifyConditions(model, options));
  return problems;
}

export const hasErrors = (problems: readonly FlowProblem[]) => problems.some((problem) => problem.severity === 'error');

/** Reads and verifies in one go: what the designer's "verify" button and publishing call. */
export async function readAndVerify(xml: string, options: VerifyOptions = {}): Promise<{ model: ProcessModel | null; problems: FlowProblem[]; ok: boolean }> {
  const { model, problems } = await readBpmn(xml);
  const all = model ? [...problems, ...verifyFlow(model, options)] : problems;
  return { model, problems: all, ok: model !== null && !hasErrors(all) };
}
