import { r } from '../../../shared/rules/rules.ts';
import { attachments, dateField, detailTable, moneyField, remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/** Spec §4 project statuses where the whole project is edited: its draft, withdrawn and rejected, and a change's. */
const WHOLE = ['draft', 'withdrawn', 'rejected', 'changeDraft', 'changeWithdrawn', 'changeRejected'] as const;
/** The drafts (draft, withdrawn, rejected) of the ratio change, the leave cancellation and the supplement upload. */
const RATIO = ['ratioDraft', 'ratioWithdrawn', 'ratioRejected'] as const;
const LEAVE = ['leaveDraft', 'leaveWithdrawn', 'leaveRejected'] as const;
const SUPPLEMENT = ['supplementDraft', 'supplementWithdrawn', 'supplementRejected'] as const;

/**
 * Bidding and cost: project registration (spec moduleId 19; change 20 and the ratio change are its sub-flows), the
 * first module on the project lifecycle (spec §4 project status 0-30). A project names its leader, who approves it
 * first and keeps the creator's rights on it (spec §6 type code 16), and its members with their roles and shares,
 * which add up to exactly 100 %; a signed project's shares change only through the ratio change flow, its files are
 * supplemented through the supplement upload, and its leave cancellation goes through the same flow.
 */
export default defineModule({
  moduleId: 19,
  lifecycle: 'project',
  flow: 'projectRecord',
  serial: 'XM{yyyy}{mm}{seq:4}',
  menu: { sort: 30, icon: 'engineering' },
  formRoute: '/cost/projectrecords/addProject',
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
      { rules: [r.required], maxRows: 30, editable: { statuses: [...WHOLE, ...RATIO, ...LEAVE] } },
    ),
    remark(),
    // The supplement upload exists to add files.
    { ...attachments(), editable: { statuses: [...WHOLE, ...SUPPLEMENT] } },
  ],
  capabilities: {
    // Spec §6 type code 16: the project leader keeps the creator's rights.
    access: { projectLeader: 'projectLeader' },
    subFlows: ['change', 'ratio', 'supplement', 'leave', 'void', 'archive'],
    // The members' shares add up to exactly 100 %, checked by the form and the server on every save.
    sums: [{ mustEqual: true, of: { table: 'members', column: 'share' }, equals: 100, when: 'always' }],
    // A signed project's contract opens filled from it.
    followUps: [
      {
        module: 'contract',
        when: [{ field: 'status', op: 'in', value: ['signed'] }],
        fields: { title: 'projectName', customer: 'customer', amount: 'amount', bid: 'bid', project: 'id' },
      },
    ],
  },
});
