import type { ApprovalMessageId } from './approval.zh.ts';

/** Approval depth in English; the same keys as approval.zh.ts. */
export const approvalEn: Record<ApprovalMessageId, string> = {
  'workflow.system': 'System',
  'workflow.notify.overdue': 'The approval of {module} {serialNo} is past its time limit: please handle it',
  'workflow.notify.urged': 'The applicant asks you to approve {module} {serialNo}',
  'workflow.notify.escalated': '{module} {serialNo} was not approved in time and has been passed to you',
  'workflow.reason.required': 'Please give a reason: a withdrawal, a change or a void needs one',
  'workflow.reason.tooLong': 'The reason may be at most {n} characters; it has {count}',
  'workflow.urge.tooSoon': 'The approvers can be urged once every {minutes} minutes: please try again later',
  'workflow.batch.tooMany': 'At most {n} documents at a time',
  'workflow.phrases.tooMany': 'At most {n} common phrases can be kept: please delete some first',
  'workflow.files.unknown': 'An attachment of the opinion does not exist or was not uploaded by you for this document',
  'workflow.simulation.chosenByPrevious': 'Chosen by the previous approver',
  'fields.items': 'Documents',
  'fields.files': 'Attachments',
  'fields.nodeId': 'Target step',
  'fields.taskId': 'To-do',
  'fields.text': 'Phrase',
  'fields.modules': 'Modules',
};
