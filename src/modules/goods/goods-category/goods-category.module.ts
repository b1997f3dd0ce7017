import { r } from '../../../shared/rules/rules.ts';
import { DELETE_DRAFT_ONLY, remark } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';
import goodsCategoryLabels from './goods-category.labels.json' with { type: 'json' };

/**
 * Goods: the catalogue's categories, a tree (each names its parent; a top category none). Everyone who may list
 * them reads them all: every office files requests against one catalogue.
 */
export const goodsCategoryModule = defineModule({
  key: 'goodscategory',
  area: 'goods',
  labels: goodsCategoryLabels,
  permission: 'goodsCategory',
  readByAll: true,
  serial: 'FL{seq:4}',
  demo: () => import('./goods-category.demo.ts'),
  menu: { sort: 10, icon: 'account_tree' },
  defaultSort: { field: 'code', order: 'asc' },
  tree: { parent: 'parent' },
  fields: [
    { key: 'name', type: 'text', rules: [r.required, r.maxLength(50)], column: { width: 180, fixed: 'left' }, search: true },
    { key: 'code', type: 'text', rules: [r.required, r.maxLength(20)], column: { width: 120, sortable: true }, search: true },
    { key: 'parent', type: 'recordPick', target: { module: 'goodscategory' }, column: { width: 180 } },
    remark(),
  ],
  buttons: [DELETE_DRAFT_ONLY],
});
