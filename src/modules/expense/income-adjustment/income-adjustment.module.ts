import { r } from '../../../shared/rules/rules.ts';
import { attachments, dateField, moneyField, remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/** Expenses: income adjustments (spec moduleId 33): a contract's recognised income raised or lowered. */
export default defineModule({
  moduleId: 33,
  permission: 'incomeAdjustment',
  flow: 'incomeAdjustment',
  serial: 'SRTZ{yyyy}{mm}{seq:4}',
  menu: { sort: 60, icon: 'tune' },
  fields: [
    titleField(),
    { key: 'customer', type: 'recordPick', target: { module: 'customer' }, rules: [r.required], column: { width: 180 } },
    { key: 'contractName', type: 'text', rules: [r.maxLength(100)], column: { width: 180 }, search: true },
    { key: 'direction', type: 'radio', options: { values: ['increase', 'decrease'] }, rules: [r.required], column: { width: 90, align: 'center' } },
    moneyField(),
    dateField('adjustDate', { required: true }),
    { key: 'reason', type: 'textarea', rules: [r.required, r.maxLength(500)], span: 24 },
    remark(),
    attachments(),
  ],
});
