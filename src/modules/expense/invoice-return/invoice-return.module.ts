import { r } from '../../../shared/rules/rules.ts';
import { attachments, dateField, moneyField, remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/**
 * Expenses: invoice returns (spec moduleId 27): an issued invoice sent back, wholly or in part. The returned
 * amount may not exceed the invoice application's amount less its earlier returns (checked on the server).
 */
export default defineModule({
  moduleId: 27,
  permission: 'invoiceReturn',
  flow: 'invoiceReturn',
  serial: 'TP{yyyy}{mm}{seq:4}',
  menu: { sort: 20, icon: 'assignment_return' },
  fields: [
    titleField(),
    { key: 'invoice', type: 'recordPick', target: { module: 'invoiceapplication' }, rules: [r.required], column: { width: 200 } },
    { key: 'invoiceNo', type: 'text', rules: [r.maxLength(30), r.alnum], column: { width: 140 }, search: true },
    moneyField(),
    dateField('returnDate', { required: true }),
    { key: 'reason', type: 'textarea', rules: [r.required, r.maxLength(500)], span: 24 },
    remark(),
    attachments(),
  ],
  capabilities: {
    limits: [{ field: 'amount', notAbove: { via: 'invoice', field: 'amount', statuses: ['signed'] }, lessEarlier: true }],
  },
});
