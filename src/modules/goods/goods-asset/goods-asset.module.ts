import { r } from '../../../shared/rules/rules.ts';
import { remark } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/**
 * Goods: the fixed assets, tracked one by one. Each is made by the server when a stock acceptance that receives it
 * is signed (`madeByServer`: no form creates or deletes one); its serial number is its tag (`tagged`: the list prints
 * QR labels of the selected assets, and a tag scanned into its search box opens the asset). Its status is the goods
 * lifecycle (spec §4: 1 normal, in store; 2 borrowed; 3 issued; 4 scrapped, for good), moved only by signed use,
 * borrowing, return and scrap documents, which also keep its custodian and return state (0 nothing to return,
 * 1 awaiting return, 2 returned); its history lists each move with the document that made it.
 */
export default defineModule({
  permission: 'goodsAsset',
  lifecycle: 'goods',
  serial: 'ZC{yyyy}{seq:5}',
  menu: { sort: 25, icon: 'qr_code_2' },
  fields: [
    { key: 'item', type: 'recordPick', target: { module: 'goodsitem' }, editable: { statuses: [] }, column: { width: 180, fixed: 'left' } },
    { key: 'custodian', type: 'recordPick', target: 'user', editable: { statuses: [] }, column: { width: 100 } },
    { key: 'location', type: 'text', rules: [r.maxLength(100)], column: { width: 160 }, search: true },
    {
      key: 'returnState',
      type: 'select',
      options: { values: ['0', '1', '2'] },
      editable: { statuses: [] },
      column: { width: 130, align: 'center' },
    },
    { key: 'acceptance', type: 'recordPick', target: { module: 'materialstock' }, editable: { statuses: [] }, column: { width: 160 } },
    remark(),
  ],
  capabilities: {
    madeByServer: true,
    tagged: { name: 'item', holder: 'custodian', returnState: 'returnState', receivedIn: 'acceptance', location: 'location' },
    access: { readByAll: true },
    // An asset is known by its tag wherever it is picked or named (a line of a use, a borrowing, a return).
    namedBy: 'serialNo',
  },
});
