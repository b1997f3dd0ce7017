import { r } from '../../../shared/rules/rules.ts';
import { remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/**
 * Goods: the catalogue's categories, a tree (each names its parent; a top category none). Everyone who may list
 * them reads them all: every office files requests against one catalogue.
 */
export default defineModule({
  permission: 'goodsCategory',
  serial: 'FL{seq:4}',
  menu: { sort: 10, icon: 'account_tree' },
  defaultSort: { field: 'code', order: 'asc' },
  fields: [
    titleField({ key: 'name', maxLength: 50, width: 180 }),
    { key: 'code', type: 'text', rules: [r.required, r.maxLength(20)], column: { width: 120, sortable: true }, search: true },
    { key: 'parent', type: 'recordPick', target: { module: 'goodscategory' }, column: { width: 180 } },
    remark(),
  ],
  capabilities: {
    access: { readByAll: true },
    tree: { parent: 'parent' },
  },
});
