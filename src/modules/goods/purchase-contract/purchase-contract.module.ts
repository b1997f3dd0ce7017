import { r } from '../../../shared/rules/rules.ts';
import { attachments, dateField, detailTable, IN_FORCE, moneyField, remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';
import { ITEM_COLUMN, QUANTITY_COLUMN } from '../goods-lines.ts';

/**
 * Goods: purchase contracts with a supplier, one line per catalogue item: quantity, unit price and the line's amount,
 * which the server computes (quantity × unit price, to the cent), and the contract's amount, their total. Department
 * head → general manager. A signed contract is received against by stock acceptances (`materialstock`), whose accepted
 * quantities of an item never exceed what it ordered (checked under the contract's row lock).
 */
export default defineModule({
  // The spec lists no ids for the goods modules; 70-75 are unused by the ones it lists.
  moduleId: 75,
  permission: 'purchaseContract',
  flow: 'purchaseContract',
  serial: 'CG{yyyy}{mm}{seq:4}',
  menu: { sort: 40, icon: 'shopping_cart' },
  fields: [
    titleField(),
    { key: 'supplier', type: 'recordPick', target: { module: 'supplier' }, rules: [r.required], column: { width: 200 } },
    dateField('signDate', { required: true }),
    { ...dateField('deliveryDate'), type: 'date', after: 'signDate' },
    moneyField(),
    detailTable(
      'lines',
      [ITEM_COLUMN, QUANTITY_COLUMN, { key: 'unitPrice', type: 'money', rules: [r.required, r.money] }, { key: 'amount', type: 'money', rules: [r.money] }],
      { maxRows: 100, rules: [r.required] },
    ),
    remark(),
    attachments(),
  ],
  capabilities: {
    sums: [
      { computed: 'product', into: 'lines.amount', product: ['quantity', 'unitPrice'] },
      { computed: 'sum', into: 'amount', of: { table: 'lines', column: 'amount' } },
    ],
    followUps: [{ module: 'materialstock', when: [{ field: 'status', op: 'in', value: [...IN_FORCE] }], fields: { contract: 'id', lines: 'lines' } }],
  },
});
