import { r } from '../../../shared/rules/rules.ts';
import { attachments, dateField, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/**
 * IT: a need (需求), on the need lifecycle (spec §4: 0 unassigned, 1 developing, 2 testing, 3 done), with no approval
 * flow: it moves by the events recorded on it (`recordings`). Its manager (the project leader of it, spec §6 type
 * code 16) assigns it to a developer (develop, 0 → 1), who hands it to a tester (test, 1 → 2), who passes it (→ 3)
 * or fails it back to development (→ 1); the manager may take it back (1 → 0) or reopen a done need (3 → 1). The
 * developer and tester hold it in their stage (`access.handlers`). The IT team's register: whoever lists it reads it
 * all (`readByAll`). A need made from a feedback names it.
 */
export default defineModule({
  permission: 'need',
  lifecycle: 'need',
  serial: 'XQ{yyyy}{seq:4}',
  menu: { sort: 10, icon: 'assignment' },
  fields: [
    titleField(),
    { key: 'project', type: 'text', rules: [r.maxLength(100)], column: { width: 160 }, search: true },
    { key: 'priority', type: 'select', options: { values: ['1', '2', '3', '4'] }, rules: [r.required], column: { width: 80, align: 'center' } },
    { key: 'manager', type: 'recordPick', target: 'user', rules: [r.required], column: { width: 100 } },
    // Named by the events that start each stage (assign, submit for testing), never by the form.
    { key: 'developer', type: 'recordPick', target: 'user', editable: { statuses: [] }, column: { width: 100 } },
    { key: 'tester', type: 'recordPick', target: 'user', editable: { statuses: [] }, column: { width: 100 } },
    dateField('deadline'),
    { key: 'description', type: 'textarea', rules: [r.required, r.maxLength(2000)], span: 24 },
    { key: 'testNote', type: 'textarea', rules: [r.maxLength(500)], editable: { statuses: [] }, span: 24 },
    { key: 'feedback', type: 'recordPick', target: { module: 'feedback' }, column: { width: 140 } },
    attachments(),
  ],
  capabilities: {
    access: { readByAll: true, projectLeader: 'manager', handlers: ['developer', 'tester'] },
    recordings: [
      { event: 'need.assign', fields: ['developer'] },
      { event: 'need.unassign', fields: [], clears: ['developer', 'tester'] },
      { event: 'need.submitTest', fields: ['tester'] },
      { event: 'need.pass', fields: ['testNote'], optional: ['testNote'] },
      { event: 'need.fail', fields: ['testNote'] },
      { event: 'need.reopen', fields: [] },
    ],
  },
});
