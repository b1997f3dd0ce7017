import { r } from '../../../shared/rules/rules.ts';
import { attachments, dateField, detailTable, moneyField, remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/**
 * Expenses: income settlement (spec moduleId 123): a contract's final settled income, approved by `settlement`.
 * A signed settlement may be split (spec §6 devide) among the offices that earned it: the parts add up to the
 * settled amount, and the split is approved by the same flow (split draft → splitting → split done); or voided.
 */
export default defineModule({
  moduleId: 123,
  flow: 'settlement',
  serial: 'JS{yyyy}{mm}{seq:4}',
  menu: { sort: 70, icon: 'fact_check' },
  fields: [
    titleField(),
    { key: 'customer', type: 'recordPick', target: { module: 'customer' }, rules: [r.required], column: { width: 180 } },
    { key: 'contractName', type: 'text', rules: [r.required, r.maxLength(100)], column: { width: 180 }, search: true },
    moneyField('contractAmount', { required: false }),
    moneyField(),
    { key: 'invoicedAmount', type: 'money', rules: [r.money] },
    { key: 'receivedAmount', type: 'money', rules: [r.money] },
    dateField('settleDate', { required: true }),
    detailTable(
      'splitLines',
      [
        { key: 'office', type: 'treePick', source: 'office', rules: [r.required] },
        { key: 'amount', type: 'money', rules: [r.required, r.money] },
        { key: 'note', type: 'text', rules: [r.maxLength(60)] },
      ],
      {
        maxRows: 20,
        visible: { statuses: ['splitDraft', 'splitting', 'splitWithdrawn', 'splitRejected', 'splitDone'] },
        editable: { statuses: ['splitDraft', 'splitWithdrawn', 'splitRejected'] },
      },
    ),
    remark(),
    attachments(),
  ],
  capabilities: {
    subFlows: ['split', 'void'],
    // The split's parts add up to the amount when the split is submitted.
    sums: [{ mustEqual: true, of: { table: 'splitLines', column: 'amount' }, equals: { field: 'amount' }, when: 'split' }],
  },
});
