import { r } from '../../../shared/rules/rules.ts';
import { attachments, bankAccountField, dateField, moneyField, remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/** Expenses: appropriation (spec moduleId 32; key and permission `approproation` as the spec spells them). */
export default defineModule({
  moduleId: 32,
  flow: 'appropriation',
  serial: 'BK{yyyy}{mm}{seq:4}',
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
});
