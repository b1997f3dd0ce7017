import { r } from '../../../shared/rules/rules.ts';
import { attachments, bankAccountField, dateField, detailTable, remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/** Client: customer information (spec §1). Menu `client.customer`, permission codes `client:<action>`. */
export default defineModule({
  permission: 'client',
  serial: 'KH{yyyy}{mm}{seq:4}',
  menu: { sort: 1, icon: 'business' },
  fields: [
    titleField({ key: 'name' }),
    { key: 'shortName', type: 'text', rules: [r.maxLength(30)], column: { width: 120 }, search: true },
    { key: 'creditCode', type: 'text', rules: [r.creditCode], column: { width: 180 }, search: true },
    { key: 'customerType', type: 'select', options: { values: ['1', '2', '3', '4', '5'] }, rules: [r.required], column: { width: 120, align: 'center' } },
    { key: 'level', type: 'radio', options: { values: ['A', 'B', 'C'] }, rules: [r.required], column: { width: 90, align: 'center' } },
    { key: 'industry', type: 'select', options: { values: ['1', '2', '3', '4', '5', '6'] }, column: { width: 110 } },
    { key: 'region', type: 'text', rules: [r.maxLength(50)], column: { width: 120 } },
    { key: 'address', type: 'text', rules: [r.maxLength(200)], span: 24 },
    { key: 'postcode', type: 'text', rules: [r.postcode] },
    { key: 'contactName', type: 'text', rules: [r.required, r.maxLength(30)], column: { width: 100 }, search: true },
    { key: 'contactMobile', type: 'text', rules: [r.required, r.mobile], column: { width: 130 } },
    { key: 'phone', type: 'text', rules: [r.telphone] },
    { key: 'email', type: 'text', rules: [r.email, r.maxLength(100)] },
    { key: 'website', type: 'text', rules: [r.url, r.maxLength(200)] },
    { key: 'registeredCapital', type: 'money', column: { width: 140, align: 'right', sortable: true } },
    { key: 'bankName', type: 'text', rules: [r.maxLength(100)] },
    bankAccountField('bankAccount'),
    dateField('cooperationDate'),
    { key: 'accountManager', type: 'recordPick', target: 'user', column: { width: 100 } },
    { key: 'department', type: 'treePick', source: 'office' },
    { key: 'tags', type: 'checkbox', options: { values: ['strategic', 'repeat', 'government', 'overseas'] } },
    detailTable('contacts', [
      { key: 'name', type: 'text', rules: [r.required, r.maxLength(30)] },
      { key: 'position', type: 'text', rules: [r.maxLength(30)] },
      { key: 'mobile', type: 'text', rules: [r.mobile] },
      { key: 'email', type: 'text', rules: [r.email] },
    ]),
    remark(),
    attachments(),
  ],
});
