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
    goodsasset: () => import('./goods-asset/goods-asset.module.ts').then((code) => code.goodsAssetModule),
    purchasecontract: () => import('./purchase-contract/purchase-contract.module.ts').then((code) => code.purchaseContractModule),
    materialstock: () => import('./material-stock/material-stock.module.ts').then((code) => code.materialStockModule),
    materialuse: () => import('./material-use/material-use.module.ts').then((code) => code.materialUseModule),
    materialborrow: () => import('./material-borrow/material-borrow.module.ts').then((code) => code.materialBorrowModule),
    materialreturn: () => import('./material-return/material-return.module.ts').then((code) => code.materialReturnModule),
    materialscrap: () => import('./material-scrap/material-scrap.module.ts').then((code) => code.materialScrapModule),
  },
});
