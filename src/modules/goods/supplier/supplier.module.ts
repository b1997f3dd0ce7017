import { r } from '../../../shared/rules/rules.ts';
import { attachments, bankAccountField, detailTable, remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/**
 * Goods: the supplier register (no approval; its records stay status 0). Every office's buyers pick from it, so
 * whoever may list it reads it all. A supplier carries its unified social credit code (checked by its check
 * character), its bank details, its contacts, and its qualification certificates, each with its expiry date: the
 * supplier's buyer is reminded ahead of each certificate's expiry (`reminders` on a detail table's date column).
 */
export default defineModule({
  serial: 'GYS{seq:5}',
  menu: { sort: 30, icon: 'local_shipping' },
  fields: [
    titleField({ key: 'name' }),
    { key: 'creditCode', type: 'text', rules: [r.required, r.creditCode], column: { width: 180 }, search: true },
    { key: 'taxpayerType', type: 'select', options: { values: ['general', 'smallScale'] }, column: { width: 120, align: 'center' } },
    { key: 'legalRepresentative', type: 'text', rules: [r.maxLength(30)], column: { width: 100, visible: false } },
    { key: 'address', type: 'text', rules: [r.maxLength(200)], span: 24 },
    { key: 'phone', type: 'text', rules: [r.maxLength(30)], column: { width: 130 } },
    { key: 'bankName', type: 'text', rules: [r.maxLength(100)] },
    bankAccountField('bankAccount'),
    { key: 'buyer', type: 'recordPick', target: 'user', column: { width: 100 } },
    { key: 'supplies', type: 'textarea', rules: [r.maxLength(500)], span: 24 },
    detailTable('contacts', [
      { key: 'name', type: 'text', rules: [r.required, r.maxLength(30)] },
      { key: 'position', type: 'text', rules: [r.maxLength(30)] },
      { key: 'phone', type: 'text', rules: [r.maxLength(30)] },
      { key: 'email', type: 'text', rules: [r.email, r.maxLength(100)] },
    ]),
    detailTable('certificates', [
      { key: 'name', type: 'text', rules: [r.required, r.maxLength(100)] },
      { key: 'number', type: 'text', rules: [r.maxLength(50)] },
      { key: 'expiryDate', type: 'date', rules: [r.required] },
    ]),
    remark(),
    attachments(),
  ],
  capabilities: {
    access: { readByAll: true },
    reminders: [{ date: 'certificates.expiryDate', rowLabel: 'name', notify: ['buyer'], statuses: ['draft'] }],
  },
});
