import { r } from '../../../shared/rules/rules.ts';
import { attachments, dateField, detailTable, moneyField, remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/**
 * Expenses: income settlement (spec moduleId 123): a contract's final settled income, approved by `settlement`.
 * A signed settlement may be split (spec §6 devide) among the offices that earned it: the parts add up to the
 * settled amount, and the split is approved by the same flow (46 → 47 → 50); or voided.
 */
export default defineModule({
  moduleId: 123,
  flow: 'settlement',
  serial: 'JS{yyyy}{mm}{seq:4}',
  menu: { sort: 70, icon: 'fact_check' },
  subFlows: ['split', 'void'],
  split: { subTable: 'splitLines', column: 'amount', equals: 'amount' },
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
      { maxRows: 20, visible: { statuses: [46, 47, 48, 49, 50] }, editable: { statuses: [46, 48, 49] } },
    ),
    remark(),
    attachments(),
  ],
});
