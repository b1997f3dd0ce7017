import { r } from '../../../shared/rules/rules.ts';
import { attachments, bankAccountField, dateField, IN_FORCE, moneyField, remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/**
 * Expenses: receipts — money received from customers, registered by finance. A register, not an application:
 * no approval flow, so a receipt stays a record finance saves and corrects.
 */
export default defineModule({
  serial: 'SK{yyyy}{mm}{seq:4}',
  menu: { sort: 25, icon: 'savings' },
  formRoute: '/istration/receipt/addReceipt',
  fields: [
    titleField(),
    { key: 'customer', type: 'recordPick', target: { module: 'customer' }, rules: [r.required], column: { width: 180 } },
    { key: 'contract', type: 'recordPick', target: { module: 'contract' }, column: { width: 200 } },
    { key: 'invoice', type: 'recordPick', target: { module: 'invoiceapplication' }, column: { width: 180 } },
    moneyField(),
    dateField('receivedOn', { required: true }),
    {
      key: 'method',
      type: 'select',
      options: { values: ['transfer', 'cash', 'cheque', 'acceptance'] },
      rules: [r.required],
      column: { width: 110, align: 'center' },
    },
    bankAccountField('account'),
    remark(),
    attachments(),
  ],
  capabilities: {
    report: { key: 'receipt', permission: 'receiptCount', date: 'receivedOn', type: 'method', amount: 'amount', sort: 30, icon: 'savings' },
    // What is received against a contract in force never exceeds its amount.
    limits: [{ field: 'amount', notAbove: { via: 'contract', field: 'amount', statuses: IN_FORCE }, lessEarlier: true }],
  },
});
