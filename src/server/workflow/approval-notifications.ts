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

const valuesOf = (descriptor: ModuleDescriptor, record: RecordRow) => ({ module: titleId(descriptor), serialNo: record.serialNo });

export type NotificationRow = { user_id: number; type: number; content: string; link: string };

/** To-do notifications (type 3) for new approvers; a message (type 4) to the applicant when the process ends. */
export function notificationsFor(
  descriptor: ModuleDescriptor,
  record: RecordRow,
  opened: { assigneeId: number }[],
  events: readonly ProcessEvent[],
  action: WorkflowAction,
  actorId: number,
): NotificationRow[] {
  const link = linkOf(descriptor, record);
  const values = valuesOf(descriptor, record);
  const rows: NotificationRow[] = [...new Set(opened.map((task) => task.assigneeId))].map((userId) => ({
    user_id: userId,
    type: 3,
    content: JSON.stringify({ id: 'workflow.notify.todo', values }),
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

export const linkOf = (descriptor: ModuleDescriptor, record: RecordRow) => `/${descriptor.area}/${descriptor.key}/view?id=${record.id}`;

/** The message (type 4) of someone copied on the document. */
export const ccContent = (descriptor: ModuleDescriptor, record: RecordRow) =>
  JSON.stringify({ id: 'workflow.notify.cc', values: valuesOf(descriptor, record) });
