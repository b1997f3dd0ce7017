import { r } from '../../../shared/rules/rules.ts';
import { attachments, bankAccountField, dateField, detailTable, moneyField, remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/**
 * Expenses: reimbursement applications (spec moduleId 29). Approved through the `reimbursement` flow
 * (department head → finance → general manager above the threshold); status follows the generic lifecycle.
 */
export default defineModule({
  moduleId: 29,
  permission: 'reimbursement',
  flow: 'reimbursement',
  serial: 'BX{yyyy}{mm}{seq:4}',
  menu: { sort: 30, icon: 'receipt_long' },
  fields: [
    titleField(),
    { key: 'reimbursementType', type: 'select', options: { dict: 'reimbursementType' }, rules: [r.required], column: { width: 110, align: 'center' } },
    { key: 'customer', type: 'recordPick', target: { module: 'customer' }, column: { width: 160 } },
    moneyField(),
    dateField('occurredOn', { required: true }),
    bankAccountField('payeeAccount'),
    // Nobody fills it in a form: finance does at its step, where the flow's field rights make it editable.
    { key: 'paidOn', type: 'date', editable: { statuses: [] }, column: { width: 120, align: 'center', visible: false } },
    detailTable(
      'lines',
      [
        { key: 'date', type: 'date', rules: [r.required] },
        { key: 'item', type: 'text', rules: [r.required, r.maxLength(60)] },
        { key: 'amount', type: 'money', rules: [r.required, r.money] },
      ],
      { maxRows: 100 },
    ),
    remark(),
    attachments(),
  ],
  capabilities: {
    sums: [{ computed: 'sum', into: 'amount', of: { table: 'lines', column: 'amount' } }],
    subFlows: ['change', 'void'],
    report: {
      key: 'reimbursement',
      permission: 'reimbursementCount',
      date: 'occurredOn',
      type: 'reimbursementType',
      amount: 'amount',
      sort: 20,
      icon: 'receipt_long',
    },
  },
});
