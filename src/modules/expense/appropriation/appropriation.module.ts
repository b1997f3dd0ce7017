import { r } from '../../../shared/rules/rules.ts';
import { attachments, bankAccountField, dateField, DELETE_DRAFT_ONLY, moneyField, remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';
import appropriationLabels from './appropriation.labels.json' with { type: 'json' };

/** Expenses: appropriation (spec moduleId 32; key and permission `approproation` as the spec spells them). */
export const appropriationModule = defineModule({
  key: 'approproation',
  area: 'expense',
  labels: appropriationLabels,
  moduleId: 32,
  permission: 'approproation',
  lifecycle: 'generic',
  flow: 'appropriation',
  bpmn: new URL('./appropriation.bpmn', import.meta.url),
  serial: 'BK{yyyy}{mm}{seq:4}',
  demo: () => import('./appropriation.demo.ts'),
  menu: { sort: 100, icon: 'outbox' },
  fields: [
    titleField(),
    { key: 'payee', type: 'text', rules: [r.required, r.maxLength(100)], column: { width: 180 }, search: true },
    { key: 'payeeBank', type: 'text', rules: [r.maxLength(100)] },
    bankAccountField('payeeAccount', { required: true }),
    moneyField(),
    dateField('payDate', { required: true }),
    { key: 'purpose', type: 'textarea', rules: [r.required, r.maxLength(500)], span: 24 },
    remark(),
    attachments(),
  ],
  buttons: [DELETE_DRAFT_ONLY],
});
