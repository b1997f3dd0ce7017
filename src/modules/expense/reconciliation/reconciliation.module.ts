import { r } from '../../../shared/rules/rules.ts';
import { attachments, DELETE_DRAFT_ONLY, remark } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';
import reconciliationLabels from './reconciliation.labels.json';

/** Expenses: reconciliation with a customer over a period (invoiced against received); a register, no flow. */
export const reconciliationModule = defineModule({
  key: 'reconciliation',
  area: 'expense',
  labels: reconciliationLabels,
  permission: 'reconciliation',
  serial: 'DZ{yyyy}{mm}{seq:4}',
  demo: () => import('./reconciliation.demo.ts'),
  menu: { sort: 80, icon: 'balance' },
  fields: [
    { key: 'title', type: 'text', rules: [r.required, r.maxLength(100)], column: { width: 220, fixed: 'left' }, search: true },
    { key: 'customer', type: 'recordPick', target: { module: 'customer' }, rules: [r.required], column: { width: 180 } },
    { key: 'periodStart', type: 'date', rules: [r.required], column: { width: 120, align: 'center', sortable: true } },
    { key: 'periodEnd', type: 'date', rules: [r.required], column: { width: 120, align: 'center', sortable: true } },
    { key: 'invoicedAmount', type: 'money', rules: [r.money], column: { width: 130, align: 'right' } },
    { key: 'receivedAmount', type: 'money', rules: [r.money], column: { width: 130, align: 'right' } },
    { key: 'amount', type: 'money', rules: [r.required, r.money], column: { width: 130, align: 'right', sortable: true } },
    { key: 'confirmed', type: 'radio', options: { values: ['0', '1'] }, column: { width: 90, align: 'center' } },
    remark(),
    attachments(),
  ],
  buttons: [DELETE_DRAFT_ONLY],
});
