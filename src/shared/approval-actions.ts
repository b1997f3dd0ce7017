/**
 * Every workflow action of spec §3/§4, each a route `POST /wf/:module/:id/<action>`, written once: the server
 * (which event the machine is sent, how many people the call must name, how the to-do row it is about closes,
 * the answer's message), the client (button colour, success notice), the machines (their approval events) and
 * the print trail derive from this table.
 */

/**
 * The sub-flows a signed document may offer (descriptor `subFlows`), with the spec §6 permission code each needs
 * besides owning the document. Spec §6 names no code for sealing, archiving, a project's leave cancellation or its
 * supplement upload: the owner alone starts them. The last three are the project lifecycle's own (ratio change
 * of its members' shares, leave cancellation, supplement upload).
 */
export const SUB_FLOW_PERMISSION = {
  change: 'change',
  void: 'cancel',
  split: 'devide',
  seal: null,
  archive: null,
  ratio: 'ratio',
  leave: null,
  supplement: null,
} as const;
export type SubFlowName = keyof typeof SUB_FLOW_PERMISSION;
/** The lifecycle events that start or drop each sub-flow (machines/README.md). */
export const SUB_FLOW_EVENTS = [
  'change.start',
  'change.cancel',
  'void.start',
  'void.cancel',
  'split.start',
  'split.cancel',
  'seal.start',
  'seal.cancel',
  'archive.start',
  'archive.cancel',
  'ratio.start',
  'ratio.cancel',
  'leave.start',
  'leave.cancel',
  'supplement.start',
  'supplement.cancel',
] as const;
export type SubFlowEvent = (typeof SUB_FLOW_EVENTS)[number];
export const subFlowOf = (event: string): SubFlowName | undefined =>
  (SUB_FLOW_EVENTS as readonly string[]).includes(event) ? (event.split('.')[0] as SubFlowName) : undefined;

/** Uploads for an approval opinion go to this field of the document (`POST /ge/upload`), then to the action's history row. */
export const OPINION_FILE_FIELD = '__opinion';
/** Spec §5: a withdrawal reason is at most 200 characters; a change's and a void's reason likewise. */
export const REASON_MAX = 200;
/** The applicant may urge the approvers of a document once in this many minutes. */
export const URGE_EVERY_MINUTES = 10;

export type ActionColor = 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'inherit';
/** How the to-do row of the person an action is about closes (the process task statuses it may set). */
export type ClosedAs = 'approved' | 'rejected' | 'transferred' | 'reassigned' | 'cancelled' | 'removed';

export type ActionDef = {
  /** The lifecycle event sent when the flow gives no more detail (an approval may become the final one). */
  event: string;
  /** The success message, in the server's answer and the client's notice (spec §4: 送审成功, 审批成功, 驳回成功). */
  success: 'messages.submitted' | 'messages.approved' | 'messages.rejected' | 'messages.success' | 'messages.urged';
  color: ActionColor;
  /** How many people the call must name in `users` (a submission may name some, for steps chosen in the dialog). */
  users: 'none' | 'one' | 'many';
  closes?: ClosedAs;
  /** `false`: not a button of the approval bar (an administrator's or applicant's control of its own). */
  bar?: false;
  /** The action needs a reason (`examRemarks`, at most `REASON_MAX` characters): a withdrawal, a change, a void. */
  reason?: true;
};

/** The actions of an approval step, in the order the machines list their events (and the bar its buttons). */
const STEP_ACTIONS = {
  submit: { event: 'approval.submit', success: 'messages.submitted', color: 'primary', users: 'none' },
  approve: { event: 'approval.approve', success: 'messages.approved', color: 'success', users: 'none', closes: 'approved' },
  reject: { event: 'approval.reject', success: 'messages.rejected', color: 'warning', users: 'none', closes: 'rejected' },
  withdraw: { event: 'approval.withdraw', success: 'messages.success', color: 'warning', users: 'none', reason: true },
  resubmit: { event: 'approval.resubmit', success: 'messages.submitted', color: 'primary', users: 'none' },
  terminate: { event: 'approval.terminate', success: 'messages.success', color: 'error', users: 'none' },
  transfer: { event: 'approval.transfer', success: 'messages.success', color: 'primary', users: 'one', closes: 'transferred' },
  // Added ahead of the actor, the actor's row is cancelled (a new one comes back to them); added after, it stays open.
  addApprover: { event: 'approval.addApprover', success: 'messages.success', color: 'primary', users: 'many', closes: 'cancelled' },
  cc: { event: 'approval.cc', success: 'messages.success', color: 'primary', users: 'many' },
  /** The administrator's reassign of a to-do row (System → process instances). */
  reassign: { event: 'approval.reassign', success: 'messages.success', color: 'primary', users: 'one', closes: 'reassigned', bar: false },
  /** Takes an undecided person (`taskId`, their to-do row) out of a countersign or vote: the administrator, or who added them. */
  removeApprover: { event: 'approval.removeApprover', success: 'messages.success', color: 'warning', users: 'none', closes: 'removed', bar: false },
  /** The applicant reminds every current approver (once per 10 minutes). */
  urge: { event: 'approval.urge', success: 'messages.urged', color: 'primary', users: 'none', bar: false },
  /** The administrator moves the process to another step (`nodeId`) or its end, giving a reason. */
  jump: { event: 'approval.jump', success: 'messages.success', color: 'error', users: 'none', bar: false },
} as const satisfies Record<string, ActionDef>;

/** A sub-flow's start opens its draft (a void, which has no draft, submits at once); its cancel returns to signed. */
const SUB_FLOW_ACTIONS = {
  'change.start': { event: 'change.start', success: 'messages.success', color: 'secondary', users: 'none', reason: true },
  'change.cancel': { event: 'change.cancel', success: 'messages.success', color: 'inherit', users: 'none' },
  'void.start': { event: 'void.start', success: 'messages.submitted', color: 'error', users: 'none', reason: true },
  'void.cancel': { event: 'void.cancel', success: 'messages.success', color: 'inherit', users: 'none' },
  'split.start': { event: 'split.start', success: 'messages.success', color: 'secondary', users: 'none' },
  'split.cancel': { event: 'split.cancel', success: 'messages.success', color: 'inherit', users: 'none' },
  'seal.start': { event: 'seal.start', success: 'messages.success', color: 'secondary', users: 'none' },
  'seal.cancel': { event: 'seal.cancel', success: 'messages.success', color: 'inherit', users: 'none' },
  'archive.start': { event: 'archive.start', success: 'messages.success', color: 'secondary', users: 'none' },
  'archive.cancel': { event: 'archive.cancel', success: 'messages.success', color: 'inherit', users: 'none' },
  'ratio.start': { event: 'ratio.start', success: 'messages.success', color: 'secondary', users: 'none' },
  'ratio.cancel': { event: 'ratio.cancel', success: 'messages.success', color: 'inherit', users: 'none' },
  'leave.start': { event: 'leave.start', success: 'messages.success', color: 'secondary', users: 'none' },
  'leave.cancel': { event: 'leave.cancel', success: 'messages.success', color: 'inherit', users: 'none' },
  'supplement.start': { event: 'supplement.start', success: 'messages.success', color: 'secondary', users: 'none' },
  'supplement.cancel': { event: 'supplement.cancel', success: 'messages.success', color: 'inherit', users: 'none' },
} as const satisfies Record<SubFlowEvent, ActionDef>;

export const WORKFLOW_ACTIONS: Readonly<Record<WorkflowAction, ActionDef>> = { ...STEP_ACTIONS, ...SUB_FLOW_ACTIONS };
/** Whether an action asks for a reason (withdraw, change, void). */
export const needsReason = (action: string) => Boolean((WORKFLOW_ACTIONS as Record<string, ActionDef | undefined>)[action]?.reason);
export type StepAction = keyof typeof STEP_ACTIONS;
export type WorkflowAction = StepAction | SubFlowEvent;
export const WORKFLOW_ACTION_NAMES = Object.keys(WORKFLOW_ACTIONS) as [WorkflowAction, ...WorkflowAction[]];

const STEP_ACTION_NAMES = Object.keys(STEP_ACTIONS) as StepAction[];
/** `approval.submit` → `submit`; an event that is no step action (a sub-flow's, a ledger's) is none. */
export const stepActionOf = (event: string) => STEP_ACTION_NAMES.find((action) => STEP_ACTIONS[action].event === event);

/** The actions a user takes from the approval bar. */
export type ApprovalAction = { [A in StepAction]: (typeof STEP_ACTIONS)[A] extends { bar: false } ? never : A }[StepAction];
const isBarAction = (action: StepAction): action is ApprovalAction => !('bar' in STEP_ACTIONS[action]);
export const APPROVAL_ACTIONS = STEP_ACTION_NAMES.filter(isBarAction);
export function approvalActionOf(event: string): ApprovalAction | undefined {
  const action = stepActionOf(event);
  return action && isBarAction(action) ? action : undefined;
}

/** The machines' approval events (every approval sub-flow runs through the same ones). */
export type ApprovalEvent = (typeof STEP_ACTIONS)[StepAction]['event'];
export const APPROVAL_EVENTS: readonly ApprovalEvent[] = Object.values(STEP_ACTIONS).map((action) => action.event);
