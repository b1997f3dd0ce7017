import { defineArea } from '../module.types.ts';
import goodsDirectory from './goods.area.json' with { type: 'json' };

/** Goods (spec §1): its modules; its sidebar directory (order, icon, name) is the data file beside it. */
export const goodsArea = defineArea({
  key: 'goods',
  ...goodsDirectory,
  modules: {
    goodscategory: () => import('./goods-category/goods-category.module.ts').then((code) => code.goodsCategoryModule),
    goodsitem: () => import('./goods-item/goods-item.module.ts').then((code) => code.goodsItemModule),
    supplier: () => import('./supplier/supplier.module.ts').then((code) => code.supplierModule),
  },
});
