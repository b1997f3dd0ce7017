import type { ProcessEvent } from '../../../flows/index.ts';
import { titleId, type ModuleDescriptor } from '../../modules/module.types.ts';
import type { WorkflowAction } from '../../shared/approval-actions.ts';
import type { RecordRow } from './document-situation.ts';

/**
 * The notifications an approval step writes, with the step in one statement (step-write.ts). Nothing here pushes
 * them: the database does, when the step commits (trigger `notifications_announce` of migration
 * 0006_event_notify.sql announces each new row on the `oa_events` channel, and every instance sends it to the
 * user's open pages as a server-sent event).
 */

const valuesOf = (descriptor: ModuleDescriptor, record: Pick<RecordRow, 'serialNo'>) => ({ module: titleId(descriptor), serialNo: record.serialNo });

export type NotificationRow = { user_id: number; type: number; content: string; link: string };

/**
 * To-do notifications (type 3) for new approvers (a task the system escalated says so); the current approvers
 * reminded when the applicant urges them; a message (type 4) to the applicant when the process ends.
 */
export function notificationsFor(
  descriptor: ModuleDescriptor,
  record: RecordRow,
  opened: { assigneeId: number }[],
  events: readonly ProcessEvent[],
  action: WorkflowAction,
  actorId: number | null,
  open: readonly { assigneeId: number }[],
): NotificationRow[] {
  const link = linkOf(descriptor, record);
  const values = valuesOf(descriptor, record);
  const todo = actorId === null && action === 'reassign' ? 'workflow.notify.escalated' : 'workflow.notify.todo';
  const reminded = action === 'urge' ? open : opened;
  const rows: NotificationRow[] = [...new Set(reminded.map((task) => task.assigneeId))].map((userId) => ({
    user_id: userId,
    type: 3,
    content: JSON.stringify({ id: action === 'urge' ? 'workflow.notify.urged' : todo, values }),
    link,
  }));
  const outcome = events.find((event) => event.type === 'process.completed' || event.type === 'process.rejected' || event.type === 'process.terminated');
  if (outcome && record.creatorId !== actorId) {
    rows.push({ user_id: record.creatorId, type: 4, content: JSON.stringify({ id: `workflow.notify.${outcome.type.split('.')[1]}`, values }), link });
  }
  if (action === 'terminate' && record.creatorId !== actorId && !outcome) {
    rows.push({ user_id: record.creatorId, type: 4, content: JSON.stringify({ id: 'workflow.notify.terminated', values }), link });
  }
  return rows;
}

export const linkOf = (descriptor: ModuleDescriptor, record: Pick<RecordRow, 'id'>) => `/${descriptor.area}/${descriptor.key}/view?id=${record.id}`;

/** The message (type 4) of someone copied on the document. */
export const ccContent = (descriptor: ModuleDescriptor, record: RecordRow) =>
  JSON.stringify({ id: 'workflow.notify.cc', values: valuesOf(descriptor, record) });

/** The reminder (type 3) of an approver whose step's time limit has passed. */
export const overdueContent = (descriptor: ModuleDescriptor, record: Pick<RecordRow, 'serialNo'>) =>
  JSON.stringify({ id: 'workflow.notify.overdue', values: valuesOf(descriptor, record) });
