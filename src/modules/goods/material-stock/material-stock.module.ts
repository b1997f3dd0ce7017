import { r } from '../../../shared/rules/rules.ts';
import { attachments, dateField, detailTable, IN_FORCE, remark } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';
import { ITEM_COLUMN, QUANTITY_COLUMN } from '../goods-lines.ts';

/**
 * Goods: stock acceptance (物品验收入库) against a signed purchase contract, partly or in full: per line the item, the
 * quantity accepted into store and the quantity rejected (sent back, not stocked) with the reason. Approved by the
 * department head; its signing writes the receipts to the stock ledger (`stock`), never more of an item than the
 * contract still has to deliver, and makes one fixed-asset record per unit of a fixed-asset item, at its location.
 */
export default defineModule({
  moduleId: 70,
  flow: 'materialStock',
  serial: 'RK{yyyy}{mm}{seq:4}',
  menu: { sort: 50, icon: 'move_to_inbox' },
  formRoute: '/goods/materialstock/edit',
  fields: [
    {
      key: 'contract',
      type: 'recordPick',
      target: { module: 'purchasecontract', statuses: IN_FORCE },
      rules: [r.required],
      column: { width: 220, fixed: 'left' },
    },
    dateField('acceptedDate', { required: true }),
    { key: 'location', type: 'text', rules: [r.required, r.maxLength(100)], column: { width: 160 }, search: true },
    detailTable(
      'lines',
      [
        ITEM_COLUMN,
        QUANTITY_COLUMN,
        { key: 'rejected', type: 'number', rules: [r.wholeNumber, r.maxLength(6)] },
        { key: 'rejectReason', type: 'text', rules: [r.maxLength(100)] },
      ],
      { maxRows: 100, rules: [r.required] },
    ),
    remark(),
    attachments(),
  ],
  capabilities: {
    // Known by its number: a fixed asset names the acceptance that received it.
    namedBy: 'serialNo',
    stock: {
      move: 'receive',
      lines: 'lines',
      item: 'item',
      quantity: 'quantity',
      rejected: 'rejected',
      against: { via: 'contract', lines: 'lines', item: 'item', quantity: 'quantity' },
      assets: { module: 'goodsasset', when: { field: 'kind', op: 'eq', value: 'fixedAsset' }, location: 'location' },
    },
  },
});
