import { r } from '../../../shared/rules/rules.ts';
import { attachments, dateField, moneyField, remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/**
 * Expenses: loan repayments (spec moduleId 31), against a paid-out loan (18 unpaid or 20 partly repaid). A
 * repayment never exceeds what its loan still owes: the loan's amount less its other repayments (checked on the
 * server when saved). Once signed it is recorded on the loan in the same transaction (18 → 20 → 19).
 */
export default defineModule({
  moduleId: 31,
  flow: 'repayment',
  serial: 'HK{yyyy}{mm}{seq:4}',
  menu: { sort: 50, icon: 'currency_exchange' },
  fields: [
    titleField(),
    { key: 'loan', type: 'recordPick', target: { module: 'loan' }, rules: [r.required], column: { width: 200 } },
    moneyField(),
    dateField('repayDate', { required: true }),
    { key: 'method', type: 'select', options: { values: ['transfer', 'cash', 'deduction'] }, rules: [r.required], column: { width: 110, align: 'center' } },
    remark(),
    attachments(),
  ],
  capabilities: {
    limits: [{ field: 'amount', notAbove: { via: 'loan', field: 'amount', statuses: ['unpaid', 'partlyRepaid'] }, lessEarlier: true }],
    effects: [{ on: 'signed', via: 'loan', event: 'repayment.record', amount: 'amount', addTo: 'repaidAmount' }],
  },
});
