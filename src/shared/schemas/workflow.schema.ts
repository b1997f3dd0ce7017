import { z } from 'zod';
import { WORKFLOW_ACTION_NAMES } from '../approval-actions.ts';
import { timestamp } from './answer.schema.ts';
import { bigId, id } from './input.schema.ts';

/** The calls of the approval engine (src/server/workflow): what they take and what they answer. */

/** Spec §3 Approval submission, as the approver dialog sends it. */
export const actionBody = z.object({
  users: z.array(id).max(50).optional(),
  examRemarks: z.string().max(1000, 'rules.maxLength').optional(),
  urgent: z.boolean().optional(),
  rejectTo: z.string().max(100).optional(),
  /** Add an approver: before or after the actor (default after). */
  position: z.enum(['before', 'after']).optional(),
  /**
   * The to-do row the action is about: the approver's own for approve and reject (default: their oldest), the row
   * an administrator reassigns, the person taken out of a countersign or vote.
   */
  taskId: bigId.optional(),
  /** Jump: the step the process moves to (GET /wf/:module/:id/jumpTargets). */
  nodeId: z.string().max(200).optional(),
  /** Uploads for the opinion (POST /ge/upload, field `__opinion`), shown in the trail and the print. */
  files: z.array(z.uuid()).max(10).optional(),
});
export const workflowActionParam = z.enum(WORKFLOW_ACTION_NAMES);

/** What an action did: the document's status and its process. */
export const actionResult = z.object({ status: z.number(), instanceId: z.number().nullable(), processStatus: z.string().nullable() });

/** The "why not?" answer of GET /wf/:module/:id/actions (STYLE.md rule 4): legal events, and each refusal's reason. */
export const actionAnswer = z.object({
  status: z.number(),
  legal: z.array(z.string()),
  /**
   * Each refused action's reason in plain words, and its kind: `notNow` an action the user may take in another status
   * (or once an amount or a step allows it), `notYours` one their role never gives them here (the bar leaves it out).
   */
  refused: z.record(z.string(), z.object({ code: z.number(), msg: z.string(), kind: z.enum(['notNow', 'notYours']) })),
  owner: z.boolean(),
  instanceId: z.number().nullable(),
});

const auditUser = z.object({ id: z.number(), name: z.string(), loginName: z.string() });
/** Approvers the dialog offers for the first step, or every active user when the step is chosen. */
export const auditUsers = z.object({
  needsChoice: z.boolean(),
  candidates: z.array(auditUser),
  steps: z.array(z.string()).optional(),
  refusal: z.string().optional(),
});
/** Where an administrator may move a running process: user tasks outside parallel branches, and the end. */
export const jumpTarget = z.object({ nodeId: z.string(), name: z.string(), kind: z.enum(['userTask', 'endEvent']) });

/** Earlier steps a rejection may go back to. */
export const rejectTarget = z.object({ nodeId: z.string(), name: z.string(), approvers: z.array(z.number()) });

/** Where an administrator moved a process (a jump), when, by whom and why. */
export const processJump = z.object({
  nodeId: z.string().nullable(),
  nodeName: z.string().nullable(),
  at: timestamp,
  actorName: z.string(),
  opinion: z.string().nullable(),
});

/** A document's latest process, with the jumps an administrator made. */
export const flowInstance = z.object({
  id: z.number(),
  status: z.string(),
  definitionId: z.number(),
  startedAt: timestamp,
  endedAt: timestamp.nullable(),
  jumps: z.array(processJump),
});

/** A file given with an approval opinion. */
export const opinionFile = z.object({ id: z.string(), name: z.string() });

/** One transition of a document (GET /wf/:module/:id/history), oldest first. */
export const transitionRow = z.object({
  id: z.number(),
  event: z.string(),
  fromStatus: z.number(),
  toStatus: z.number(),
  /** Null when the system acted (a step's time limit); `actorName` then names the system in the reader's language. */
  actorId: z.number().nullable(),
  actorName: z.string(),
  onBehalfOf: z.number().nullable(),
  onBehalfOfName: z.string().nullable(),
  nodeName: z.string().nullable(),
  opinion: z.string().nullable(),
  /** The opinion's attachments. */
  files: z.array(opinionFile),
  /** The people the action named (transferred to, added, copied in), by name. */
  namedUsers: z.array(z.string()),
  /** A save between steps (`record.save`): the fields it changed. */
  changedFields: z.array(z.string()).nullable(),
  snapshot: z.record(z.string(), z.unknown()),
  at: timestamp,
  instanceId: z.number().nullable(),
});

/**
 * Spec §3 Approval history row: `auditUserName` names who acted (a delegate, the system), `onBehalfOfName` the
 * assignee they acted for; a step passed as repeated is a row of status `skipped`; a row closed because a sibling
 * branch was rejected or the process was moved has its `reason` (`siblingRejected`, `jumped`), one the system handed on
 * when its time limit passed `escalated`.
 */
export const historyRow = z.object({
  nodeName: z.string(),
  postName: z.string().nullable(),
  auditUserName: z.string(),
  onBehalfOfName: z.string().nullable(),
  reason: z.string().nullable(),
  status: z.string(),
  startDate: timestamp,
  endDate: timestamp.nullable(),
  approvalOpinion: z.string().nullable(),
  actorId: z.number().nullable(),
  assigneeId: z.number(),
  auditDate: z.number().nullable(),
});

/** What a round of a document's flow tracing asked for: the original filing, or a sub-flow (its n-th of that kind). */
export const TRACE_ROUND_KINDS = ['original', 'change', 'void', 'split', 'seal', 'archive', 'ratio', 'leave', 'supplement'] as const;
/**
 * A row of flow tracing: an approval step (`task`, a processHisInfo row), or what the applicant or an administrator
 * did around the steps (`event`): a submission, a resubmission, a withdrawal, a termination, a sub-flow started or
 * dropped, with who did it, when, and the reason given (`opinion`).
 */
export const traceRow = z.discriminatedUnion('kind', [
  historyRow.extend({ kind: z.literal('task') }),
  z.object({
    kind: z.literal('event'),
    event: z.string(),
    actorName: z.string(),
    onBehalfOfName: z.string().nullable(),
    at: timestamp,
    opinion: z.string().nullable(),
  }),
]);
/**
 * Flow tracing of a document by round, oldest first: the original filing (with its resubmissions after a rejection
 * or withdrawal), then each sub-flow started on it (change 1, change 2, void 1…), each with its rows in order.
 */
export const traceRound = z.object({ kind: z.enum(TRACE_ROUND_KINDS), n: z.number(), rows: z.array(traceRow) });

/** A step and its approvers' names; `chosen`: a next step whose approvers the previous approver picks (nobody yet). */
const stepTask = z.object({ nodeId: z.string(), name: z.string(), users: z.array(z.string()), chosen: z.boolean().optional() });
/**
 * Spec §7 processHisTask: the previous step, the current ones and the next. `chooseNext`: the caller's approval reaches
 * a step "chosen by the previous approver", so they must name its approvers, from `candidates` (empty otherwise).
 */
export const hisTask = z.object({
  lastTask: stepTask.nullable(),
  nowTask: z.array(stepTask),
  topTask: z.array(stepTask),
  status: z.string(),
  chooseNext: z.boolean(),
  candidates: z.array(auditUser),
});

export const TODO_KINDS = ['todo', 'done', 'mine', 'cc'] as const;
/** A row of the to-do list and its neighbours: a task (todo, done), a copy (cc) or an application (mine). */
export const todoRow = z.object({
  taskId: z.number().optional(),
  instanceId: z.number().optional(),
  recordId: z.number(),
  module: z.string(),
  /** The module's title in the reader's language, and the document's view (null for a module no longer registered). */
  moduleTitle: z.string(),
  link: z.string().nullable(),
  nodeName: z.string().optional(),
  assigneeId: z.number().optional(),
  urgent: z.boolean().optional(),
  status: z.union([z.string(), z.number()]),
  createdAt: timestamp.optional(),
  completedAt: timestamp.nullable().optional(),
  updatedAt: timestamp.optional(),
  serialNo: z.string(),
  title: z.string().nullable(),
  applicantName: z.string().optional(),
  /** CC rows: whether the copy was opened. */
  isRead: z.boolean().optional(),
  /** To-do rows at a step with a time limit: when it is due, and whether that has passed. */
  dueAt: timestamp.nullable().optional(),
  overdue: z.boolean().optional(),
  /** To-do rows whose approval the system refused (the stock gone since the submission): why, in words. */
  refusal: z.string().nullable().optional(),
});
export const todoPage = z.object({ list: z.array(todoRow), total: z.number().optional(), pageIndex: z.number(), limit: z.number() });
/** Home counts: pending to-dos, urgent ones among them, and my applications by status. */
export const homeCounts = z.object({ todo: z.number(), urgent: z.number(), mine: z.array(z.object({ status: z.number(), count: z.number() })) });

/** A delegation of one's approvals to another user for a date range, in some modules (none: every module). */
export const delegationRow = z.object({
  id: z.number(),
  fromUserId: z.number(),
  toUserId: z.number(),
  startsOn: z.string(),
  endsOn: z.string(),
  modules: z.array(z.string()),
  enabled: z.boolean(),
  createdAt: timestamp,
});

/** Replay for auditors: the document and its history rows with the snapshot after each step. */
export const replay = z.object({
  lifecycle: z.string(),
  record: z.object({ id: z.number(), serialNo: z.string(), status: z.number(), createdAt: timestamp }),
  rows: z.array(transitionRow),
});

/** A signed version of a document (src/modules/record-versions.ts). */
export const signedVersion = z.object({
  number: z.number(),
  status: z.number(),
  signedAt: z.string(),
  signedBy: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  changed: z.array(z.string()),
});

/** A flow version's graph as the flow chart draws it (flows/flow-graph.ts): its nodes and edges are sent as they are. */
export const flowGraph = z.looseObject({
  nodes: z.array(z.looseObject({ id: z.string() })),
  edges: z.array(z.looseObject({ id: z.string(), source: z.string(), target: z.string() })),
});
/** A document's latest process on its version's graph: current and passed nodes, and who holds the open steps. */
export const instanceGraph = z.object({
  graph: flowGraph,
  instance: flowInstance,
  current: z.array(z.string()),
  passed: z.array(z.string()),
  passedEdges: z.array(z.string()),
  assignees: z.record(z.string(), z.array(z.string())),
  /** The nodes an administrator moved the process to, oldest first. */
  jumpedTo: z.array(z.string()),
});
/** A running process as the administrators' list shows it, with its open to-do rows. */
export const runningInstance = z.object({
  id: z.number(),
  module: z.string(),
  recordId: z.number(),
  serialNo: z.string(),
  title: z.string().nullable(),
  status: z.number(),
  applicantName: z.string().nullable(),
  startedAt: timestamp,
  urgent: z.boolean(),
  /** Some open step is past its time limit. */
  overdue: z.boolean(),
  definitionId: z.number(),
  openTasks: z.array(
    z.object({
      id: z.number(),
      nodeId: z.string(),
      nodeName: z.string(),
      assigneeId: z.number(),
      assigneeName: z.string(),
      dueAt: timestamp.nullable(),
      overdue: z.boolean(),
    }),
  ),
});

export const FLOW_STATUSES = ['draft', 'published', 'deactivated'] as const;
/** A version of a flow (process management): draft → published → deactivated. */
export const flowVersion = z.looseObject({
  id: z.number(),
  flowKey: z.string(),
  moduleId: z.number().nullable(),
  version: z.number(),
  status: z.enum(FLOW_STATUSES),
  name: z.string().nullable(),
  createdAt: timestamp,
  publishedAt: timestamp.nullable(),
});
/** A version with its BPMN. */
export const flowDefinition = flowVersion.extend({ xml: z.string() });
/** What verifying a version found, in the caller's language. */
export const verification = z.object({
  ok: z.boolean(),
  problems: z.array(
    z.looseObject({ nodeId: z.string().optional(), nodeName: z.string().optional(), severity: z.enum(['error', 'warning']), message: z.string() }),
  ),
});
/** A sample document run through a version: the route it takes and who approves each step. */
export const flowSimulation = z.object({
  outcome: z.string(),
  route: z.array(
    z.looseObject({
      nodeId: z.string(),
      nodeName: z.string(),
      outcome: z.string().optional(),
      assigneeNames: z.array(z.string()),
      byName: z.string().nullable().optional(),
    }),
  ),
  refusal: z.string().nullable(),
});

/** Batch decisions from the to-do list: approve or reject up to 100 documents with one opinion, each on its own. */
export const BATCH_MAX = 100;
export const batchBody = z.object({
  action: z.enum(['approve', 'reject']),
  items: z
    .array(z.object({ module: z.string().max(60), id: bigId, taskId: bigId.optional() }))
    .min(1, 'rules.required')
    .max(BATCH_MAX, 'workflow.batch.tooMany'),
  examRemarks: z.string().max(1000, 'rules.maxLength').optional(),
});
/** Each document's outcome: done, or skipped with its refusal's code and message in the user's language. */
export const batchResult = z.object({
  results: z.array(z.object({ module: z.string(), id: z.number(), ok: z.boolean(), status: z.number().optional(), msg: z.string().optional() })),
});

/** A user's common phrases for opinions: at most 50, each up to 200 characters. */
export const PHRASES_MAX = 50;
export const PHRASE_MAX_LENGTH = 200;
export const phraseBody = z.object({ text: z.string().trim().min(1, 'rules.required').max(PHRASE_MAX_LENGTH, 'rules.maxLength') });
export const phrase = z.object({ id: z.number(), text: z.string(), createdAt: timestamp });

/** The signed-in user's handwritten signature (printed beside the steps that ask for it), or null when they have none. */
export const signatureAnswer = z.object({ url: z.string(), updatedAt: timestamp }).nullable();
