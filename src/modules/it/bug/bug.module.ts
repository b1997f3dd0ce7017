import { r } from '../../../shared/rules/rules.ts';
import { IMAGE_TYPES, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/**
 * IT: a bug (缺陷), on the bug lifecycle (spec §4: 1 draft, 2 active, 3 resolved, 4 closed), with no approval flow:
 * it moves by the events recorded on it (`recordings`). Its reporter submits it (1 → 2); the developer it is assigned
 * to (`assignee`, who holds it: `access.handlers`) resolves it naming one of the seven resolutions (2 → 3; the machine
 * refuses another); the reporter closes it (3 → 4) or reopens it (3 or 4 → 2), which clears the resolution and adds
 * one to its reopen count, kept by the server. The reporter edits it (reassigns it among others) while it is a
 * draft or active. Its form is the spec's `/it/taskbug/edit`. A bug made from a feedback names it. The IT team's
 * register: whoever lists it reads it all (`readByAll`).
 */
export default defineModule({
  permission: 'bug',
  lifecycle: 'bug',
  serial: 'BUG{yyyy}{seq:4}',
  menu: { sort: 30, icon: 'bug_report' },
  formRoute: '/it/taskbug/edit',
  fields: [
    titleField(),
    { key: 'need', type: 'recordPick', target: { module: 'need' }, column: { width: 160 } },
    { key: 'severity', type: 'select', options: { values: ['1', '2', '3', '4'] }, rules: [r.required], column: { width: 90, align: 'center' } },
    { key: 'priority', type: 'select', options: { values: ['1', '2', '3', '4'] }, rules: [r.required], column: { width: 80, align: 'center' } },
    { key: 'assignee', type: 'recordPick', target: 'user', rules: [r.required], column: { width: 100 }, search: true },
    { key: 'steps', type: 'textarea', rules: [r.required, r.maxLength(2000)], span: 24 },
    { key: 'screenshot', type: 'image', accept: IMAGE_TYPES, maxSizeKb: 2 * 1024, maxCount: 3, span: 24 },
    // Kept by the events: the resolution and its note by resolve (cleared by reopen), the count by reopen.
    {
      key: 'resolution',
      type: 'select',
      options: { values: ['1', '2', '3', '4', '5', '6', '7'] },
      editable: { statuses: [] },
      column: { width: 110, align: 'center' },
    },
    { key: 'resolutionNote', type: 'textarea', rules: [r.maxLength(500)], editable: { statuses: [] }, span: 24 },
    { key: 'reopenCount', type: 'number', editable: { statuses: [] }, column: { width: 90, align: 'right', sortable: true } },
    { key: 'feedback', type: 'recordPick', target: { module: 'feedback' }, column: { width: 140 } },
  ],
  capabilities: {
    access: { readByAll: true, handlers: ['assignee'] },
    // Spec §1 "my bug": the bugs assigned to the reader, a page of its own.
    mine: { field: 'assignee', sort: 35, icon: 'assignment' },
    recordings: [
      { event: 'bug.submit', fields: [], complete: true },
      { event: 'bug.resolve', fields: ['resolution', 'resolutionNote'], optional: ['resolutionNote'], payload: { resolution: 'resolution' } },
      { event: 'bug.close', fields: [] },
      { event: 'bug.reopen', fields: [], counts: 'reopenCount', clears: ['resolution', 'resolutionNote'] },
    ],
  },
});
