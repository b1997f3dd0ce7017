import { r } from '../../../shared/rules/rules.ts';
import { attachments, dateField, detailTable, moneyField, remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/** Spec §4 project status 4: approved, in force. */
const SIGNED = 4;
/** Spec §4 project statuses where the whole project is edited: its draft, withdrawn and rejected, and a change's. */
const WHOLE = [0, 2, 3, 14, 6, 7];
/** The drafts (draft, withdrawn, rejected) of the ratio change, the leave cancellation and the supplement upload. */
const RATIO = [22, 24, 25];
const LEAVE = [18, 20, 21];
const SUPPLEMENT = [26, 28, 29];

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
      // Besides the project's own and its change's drafts, the ratio change's and the leave cancellation's: they exist to change it.
      { rules: [r.required], maxRows: 30, columnTotal: { column: 'share', equals: 100 }, editable: { statuses: [...WHOLE, ...RATIO, ...LEAVE] } },
    ),
    remark(),
    // The supplement upload exists to add files.
    { ...attachments(), editable: { statuses: [...WHOLE, ...SUPPLEMENT] } },
  ],
});
