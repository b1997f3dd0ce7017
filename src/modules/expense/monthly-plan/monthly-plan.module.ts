import { r } from '../../../shared/rules/rules.ts';
import { dateField, detailTable, moneyField, remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/** Expenses: a department's monthly spending plan; the amount is the total of its lines. A plan, no flow. */
export default defineModule({
  serial: 'YJ{yyyy}{mm}{seq:4}',
  menu: { sort: 110, icon: 'event_note' },
  fields: [
    titleField(),
    { key: 'department', type: 'treePick', source: 'office', rules: [r.required], column: { width: 160 } },
    dateField('month', { required: true }),
    moneyField('amount', { required: false }),
    detailTable(
      'lines',
      [
        { key: 'item', type: 'text', rules: [r.required, r.maxLength(60)] },
        { key: 'category', type: 'text', rules: [r.maxLength(30)] },
        { key: 'amount', type: 'money', rules: [r.required, r.money] },
      ],
      { maxRows: 100 },
    ),
    remark(),
  ],
  capabilities: {
    sums: [{ computed: 'sum', into: 'amount', of: { table: 'lines', column: 'amount' } }],
  },
});
