import { r } from '../../../shared/rules/rules.ts';
import { attachments, bankAccountField, dateField, detailTable, IN_FORCE, moneyField, remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/**
 * Expenses: invoice applications (spec moduleId 25): asking finance to issue an invoice to a customer. The
 * amount is the total of the invoice lines, computed on the server; approved through the `invoice` flow.
 */
export default defineModule({
  moduleId: 25,
  permission: 'invoice',
  flow: 'invoice',
  serial: 'KP{yyyy}{mm}{seq:4}',
  menu: { sort: 10, icon: 'request_quote' },
  fields: [
    titleField(),
    { key: 'customer', type: 'recordPick', target: { module: 'customer' }, rules: [r.required], column: { width: 180 } },
    { key: 'contract', type: 'recordPick', target: { module: 'contract' }, column: { width: 200 } },
    { key: 'contractName', type: 'text', rules: [r.maxLength(100)], column: { width: 180 }, search: true },
    { key: 'invoiceType', type: 'select', options: { dict: 'invoiceType' }, rules: [r.required], column: { width: 110, align: 'center' } },
    { key: 'invoicing', type: 'select', options: { dict: 'invoicing' }, rules: [r.required], column: { width: 110, align: 'center' } },
    { key: 'taxRate', type: 'select', options: { values: ['0', '1', '3', '6', '9', '13'] }, rules: [r.required], column: { width: 90, align: 'center' } },
    moneyField(),
    dateField('applyDate', { required: true }),
    { key: 'taxpayerNo', type: 'text', rules: [r.maxLength(20), r.alnum] },
    { key: 'buyerAddressPhone', type: 'text', rules: [r.maxLength(200)], span: 24 },
    { key: 'buyerBank', type: 'text', rules: [r.maxLength(100)] },
    bankAccountField('buyerAccount'),
    detailTable('lines', [
      { key: 'item', type: 'text', rules: [r.required, r.maxLength(60)] },
      { key: 'spec', type: 'text', rules: [r.maxLength(40)] },
      { key: 'unit', type: 'text', rules: [r.maxLength(10)] },
      { key: 'quantity', type: 'number', precision: 2 },
      { key: 'unitPrice', type: 'money', rules: [r.money] },
      { key: 'amount', type: 'money', rules: [r.required, r.money] },
    ]),
    remark(),
    attachments(),
  ],
  capabilities: {
    sums: [{ computed: 'sum', into: 'amount', of: { table: 'lines', column: 'amount' } }],
    // An issued invoice is corrected through a change, or voided (红冲/作废), each approved by the same flow.
    subFlows: ['change', 'void'],
    report: { key: 'invoice', permission: 'invoiceCount', date: 'applyDate', type: 'invoiceType', amount: 'amount', sort: 10, icon: 'request_quote' },
    // What is invoiced (less voided invoices) against a contract in force never exceeds its amount.
    limits: [{ field: 'amount', notAbove: { via: 'contract', field: 'amount', statuses: IN_FORCE }, lessEarlier: true, released: ['voided'] }],
  },
});
