/**
 * The approval actions of spec §3/§4 a user takes from the approval bar, each a route `POST /wf/:module/:id/<action>`.
 * The server also has admin reassign and the sub-flow events of signed documents.
 */
export const APPROVAL_ACTIONS = ['submit', 'resubmit', 'approve', 'reject', 'withdraw', 'terminate', 'transfer', 'addApprover', 'cc'] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];
