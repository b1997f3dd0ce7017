import { r } from '../../../shared/rules/rules.ts';
import { attachments, dateField, moneyField, remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/** Expenses: non-income reconciliation (spec moduleId 122): money received that is not income, such as deposits. */
export default defineModule({
  moduleId: 122,
  permission: 'nonIncome',
  flow: 'nonIncome',
  serial: 'FSR{yyyy}{mm}{seq:4}',
  menu: { sort: 90, icon: 'move_to_inbox' },
  fields: [
    titleField(),
    { key: 'payer', type: 'text', rules: [r.required, r.maxLength(100)], column: { width: 180 }, search: true },
    {
      key: 'category',
      type: 'select',
      options: { values: ['deposit', 'refund', 'interest', 'other'] },
      rules: [r.required],
      column: { width: 110, align: 'center' },
    },
    moneyField(),
    dateField('receivedOn', { required: true }),
    remark(),
    attachments(),
  ],
});
