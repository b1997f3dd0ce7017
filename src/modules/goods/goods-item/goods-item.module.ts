import { r } from '../../../shared/rules/rules.ts';
import { remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/**
 * Goods: the catalogue. An item (its code is the serial number) sits in a category, has its unit and specification,
 * and is either a consumable, counted in store, or a fixed asset, tracked one by one (`goodsasset`). Its quantity on
 * hand is the stock ledger's sum (src/server/stock), kept on the item by the database; no form writes it.
 */
export default defineModule({
  permission: 'goodsItem',
  serial: 'WP{seq:5}',
  menu: { sort: 20, icon: 'category' },
  fields: [
    titleField({ key: 'name', maxLength: 60, width: 180 }),
    { key: 'category', type: 'recordPick', target: { module: 'goodscategory' }, rules: [r.required], column: { width: 140 } },
    { key: 'specification', type: 'text', rules: [r.maxLength(100)], column: { width: 180 }, search: true },
    {
      key: 'unit',
      type: 'select',
      options: { values: ['piece', 'set', 'unit', 'box', 'ream', 'pack', 'bottle'] },
      rules: [r.required],
      column: { width: 80, align: 'center' },
    },
    { key: 'kind', type: 'radio', options: { values: ['consumable', 'fixedAsset'] }, rules: [r.required], column: { width: 100, align: 'center' } },
    // Kept by the database from the stock ledger; no form writes it.
    { key: 'onHand', type: 'number', editable: { statuses: [] }, column: { width: 90, align: 'right', sortable: true } },
    { key: 'reorderLevel', type: 'number', rules: [r.positiveInteger, r.maxLength(6)], column: { width: 90, align: 'right', visible: false } },
    remark(),
  ],
  // An item that was ever in stock keeps its ledger: only one never moved may be deleted.
  buttons: [{ action: 'del', preChecks: [{ when: { field: 'onHand', op: 'notEmpty' }, messageId: 'engine.deleteStocked' }] }],
  capabilities: {
    access: { readByAll: true },
    // Stock on hand, movements, holdings per person and overdue loans, under the count reports.
    stockReports: { permission: 'goodsReport', category: 'category', unit: 'unit', sort: 60 },
  },
});
