import { r } from '../../../shared/rules/rules.ts';
import { attachments, dateField, moneyField, remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/** Expenses: reconciliation with a customer over a period (invoiced against received); a register, no flow. */
export default defineModule({
  serial: 'DZ{yyyy}{mm}{seq:4}',
  menu: { sort: 80, icon: 'balance' },
  fields: [
    titleField(),
    { key: 'customer', type: 'recordPick', target: { module: 'customer' }, rules: [r.required], column: { width: 180 } },
    dateField('periodStart', { required: true }),
    dateField('periodEnd', { required: true }),
    { key: 'invoicedAmount', type: 'money', rules: [r.money], column: { width: 130, align: 'right' } },
    { key: 'receivedAmount', type: 'money', rules: [r.money], column: { width: 130, align: 'right' } },
    moneyField(),
    { key: 'confirmed', type: 'radio', options: { values: ['0', '1'] }, column: { width: 90, align: 'center' } },
    remark(),
    attachments(),
  ],
});
