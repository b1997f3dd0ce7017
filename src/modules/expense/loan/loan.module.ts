import { r } from '../../../shared/rules/rules.ts';
import { attachments, bankAccountField, dateField, moneyField, remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/**
 * Expenses: staff loans (spec moduleId 30), approved through the `loan` flow. A signed loan is paid out at once
 * (4 → 18 unpaid); each signed repayment adds to `repaidAmount` and moves it to 20 partly repaid or 19 repaid.
 */
export default defineModule({
  moduleId: 30,
  flow: 'loan',
  serial: 'JK{yyyy}{mm}{seq:4}',
  menu: { sort: 40, icon: 'account_balance_wallet' },
  fields: [
    titleField(),
    {
      key: 'loanType',
      type: 'select',
      options: { values: ['travel', 'project', 'purchase', 'other'] },
      rules: [r.required],
      column: { width: 110, align: 'center' },
    },
    moneyField(),
    // Kept by the server from signed repayments (descriptor effects); no form writes it.
    {
      key: 'repaidAmount',
      type: 'money',
      editable: { statuses: [] },
      visible: { statuses: ['unpaid', 'repaid', 'partlyRepaid'] },
      column: { width: 130, align: 'right' },
    },
    dateField('loanDate', { required: true }),
    dateField('repayBy', { required: true }),
    { key: 'payeeBank', type: 'text', rules: [r.maxLength(100)] },
    bankAccountField('payeeAccount'),
    remark(),
    attachments(),
  ],
  capabilities: {
    effects: [{ on: 'signed', event: 'payment.disburse' }],
  },
});
