import { r } from '../../../shared/rules/rules.ts';
import { attachments, dateField, remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';
import { SECRECY, URGENCY } from '../document-fields.ts';

/**
 * Administration: an incoming document (收文, spec moduleId 34), each stage a step of its flow (`incoming.bpmn`):
 * received (a draft: typed in by the registrar, or made by the distribution of an internal outgoing document,
 * owned by the receiving office's head), registered (the registrar's submission), proposed handling (拟办, the
 * department head of the receiving company), instructed (批示, the general manager, who names the handler and the
 * deadline), handled (承办, the handler: `fieldUser`, reminded before and after the deadline: `reminders`) and closed
 * (the flow's end: signed). At any time after registration it may be circulated (传阅) with read receipts
 * (`circulation`).
 */
export default defineModule({
  moduleId: 34,
  flow: 'incoming',
  serial: 'SW{yyyy}{mm}{seq:4}',
  menu: { sort: 50, icon: 'move_to_inbox' },
  fields: [
    titleField({ maxLength: 120, width: 260 }),
    { key: 'fromOrgan', type: 'text', rules: [r.required, r.maxLength(100)], column: { width: 160 }, search: true },
    { key: 'sourceNumber', type: 'text', rules: [r.maxLength(50)], column: { width: 180 }, search: true },
    dateField('receivedDate', { required: true }),
    { key: 'secrecy', type: 'select', options: { values: SECRECY }, rules: [r.required], column: { width: 80, align: 'center' } },
    { key: 'urgency', type: 'select', options: { values: URGENCY }, rules: [r.required], column: { width: 80, align: 'center' } },
    { key: 'copies', type: 'number', rules: [r.positiveInteger, r.maxLength(4)] },
    // The outgoing document whose distribution made it, kept by the server.
    { key: 'source', type: 'recordPick', target: { module: 'outgoing' }, editable: { statuses: [] } },
    { key: 'handler', type: 'recordPick', target: 'user', rules: [r.required], column: { width: 100 } },
    dateField('handleDeadline', { required: true }),
    { key: 'body', type: 'richText', span: 24 },
    attachments(),
    // Written at their steps (the flow's field rights), never by the registrar's form.
    { key: 'proposal', type: 'textarea', rules: [r.maxLength(500)], editable: { statuses: [] }, span: 24 },
    { key: 'instruction', type: 'textarea', rules: [r.maxLength(500)], editable: { statuses: [] }, span: 24 },
    { key: 'result', type: 'textarea', rules: [r.maxLength(1000)], editable: { statuses: [] }, span: 24 },
    remark(),
  ],
  capabilities: {
    reminders: [{ date: 'handleDeadline', notify: ['handler'], statuses: ['inApproval'], overdue: true }],
    // Count report `officialdocument` (the spec's `document` is the result documents' already): incoming and outgoing documents in every state, by month, office, kind or state, with the average handling time.
    report: {
      key: 'officialdocument',
      permission: 'documentCount',
      date: 'receivedDate',
      type: 'module',
      with: ['outgoing'],
      dates: { outgoing: 'issueDate' },
      everyStatus: true,
      handling: true,
      sort: 25,
      icon: 'description',
    },
    circulation: { statuses: ['inApproval', 'signed'], permission: 'circulate', groups: { module: 'commongroup', members: 'members' } },
  },
});
