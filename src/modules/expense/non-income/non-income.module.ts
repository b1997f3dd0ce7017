import { r } from '../../../shared/rules/rules.ts';
import { attachments, dateField, DELETE_DRAFT_ONLY, moneyField, remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';
import nonIncomeLabels from './non-income.labels.json' with { type: 'json' };

/** Expenses: non-income reconciliation (spec moduleId 122): money received that is not income, such as deposits. */
export const nonIncomeModule = defineModule({
  key: 'nonincome',
  area: 'expense',
  labels: nonIncomeLabels,
  moduleId: 122,
  permission: 'nonIncome',
  lifecycle: 'generic',
  flow: 'nonIncome',
  bpmn: new URL('./non-income.bpmn', import.meta.url),
  serial: 'FSR{yyyy}{mm}{seq:4}',
  demo: () => import('./non-income.demo.ts'),
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
  buttons: [DELETE_DRAFT_ONLY],
});
