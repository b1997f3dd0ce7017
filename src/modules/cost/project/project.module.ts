import { r } from '../../../shared/rules/rules.ts';
import { attachments, dateField, detailTable, moneyField, remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/** Spec §4 project status 4: approved, in force. */
const SIGNED = 4;

/**
 * Bidding and cost: project registration (spec moduleId 19; change 20 and the ratio change are its sub-flows), the
 * first module on the project lifecycle (spec §4 project status 0-30). A project names its leader, who approves it
 * first and keeps the creator's rights on it (spec §6 type code 16), and its members with their roles and shares,
 * which add up to exactly 100 %; a signed project's shares change only through the ratio change flow, its files are
 * supplemented through the supplement upload, and its leave cancellation goes through the same flow.
 */
export default defineModule({
  moduleId: 19,
  typeCode: 16,
  projectLeaderField: 'projectLeader',
  lifecycle: 'project',
  flow: 'projectRecord',
  serial: 'XM{yyyy}{mm}{seq:4}',
  menu: { sort: 30, icon: 'engineering' },
  formRoute: '/cost/projectrecords/addProject',
  subFlows: ['change', 'ratio', 'supplement', 'leave', 'void', 'archive'],
  // A signed project's contract opens filled from it.
  followUps: [
    {
      module: 'contract',
      when: [{ field: 'status', op: 'in', value: [SIGNED] }],
      fields: { title: 'projectName', customer: 'customer', amount: 'amount', bid: 'bid', project: 'id' },
    },
  ],
  fields: [
    titleField({ key: 'projectName', width: 240 }),
    { key: 'customer', type: 'recordPick', target: { module: 'customer' }, rules: [r.required], column: { width: 200 } },
    { key: 'bid', type: 'recordPick', target: { module: 'bidregistration' }, column: { width: 200 } },
    { key: 'projectLeader', type: 'recordPick', target: 'user', rules: [r.required], column: { width: 100 } },
    moneyField('amount', { required: false }),
    dateField('startDate', { required: true }),
    dateField('endDate'),
    detailTable(
      'members',
      [
        { key: 'member', type: 'recordPick', target: 'user', rules: [r.required] },
        { key: 'role', type: 'select', options: { values: ['leader', 'engineer', 'reviewer', 'assistant'] }, rules: [r.required] },
        { key: 'share', type: 'number', precision: 2, rules: [r.required] },
      ],
      { rules: [r.required], maxRows: 30, columnTotal: { column: 'share', equals: 100 } },
    ),
    remark(),
    attachments(),
  ],
});
