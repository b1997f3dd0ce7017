import { r } from '../../../shared/rules/rules.ts';
import { attachments, dateField, moneyField, remark } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/**
 * Bidding and cost: the bid bond ledger (no spec moduleId; no approval, like the library's registers). Per bid
 * registration, the bond paid (amount, date, to whom), when it is due back, and when and how much came back; its
 * state (paid, due back, refunded) is a column of the list. The bid's estimated price is kept on the bond (filled from
 * the bid when the bond is started from the bid's view, `followUps`): a bond above 2 % of it is a warning shown under
 * the amount and in the save's answer, never a refusal.
 */
export default defineModule({
  permission: 'bidBond',
  serial: 'BZJ{yyyy}{mm}{seq:4}',
  menu: { sort: 34, icon: 'savings' },
  defaultSort: { field: 'paidDate', order: 'desc' },
  fields: [
    { key: 'bid', type: 'recordPick', target: { module: 'bidregistration' }, rules: [r.required], column: { width: 240, fixed: 'left' } },
    {
      key: 'bondState',
      type: 'select',
      options: { values: ['paid', 'dueBack', 'refunded'] },
      rules: [r.required],
      column: { width: 100, align: 'center' },
    },
    moneyField('estimatedPrice', { required: false }),
    { ...moneyField(), atMost: { field: 'estimatedPrice', percent: 2, severity: 'warning' } },
    dateField('paidDate', { required: true }),
    { key: 'paidTo', type: 'text', rules: [r.required, r.maxLength(100)], column: { width: 200 }, search: true },
    dateField('dueBackDate'),
    dateField('refundedDate'),
    moneyField('refundedAmount', { required: false }),
    remark(),
    attachments(),
  ],
});
