import { attachments, dateField, remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';
import { movementLines, movementStock } from '../goods-lines.ts';

/**
 * Goods: scrap (物品报废) of goods in store, with the reason. Department head → general manager; the signing takes
 * the lines out of stock for good (`stock`): a scrapped fixed asset is in status 4, final, and can never move again.
 */
export default defineModule({
  moduleId: 74,
  flow: 'materialScrap',
  serial: 'BF{yyyy}{mm}{seq:4}',
  menu: { sort: 90, icon: 'delete_sweep' },
  formRoute: '/goods/materialscrap/edit',
  fields: [titleField({ key: 'reason', maxLength: 200 }), dateField('scrapDate', { required: true }), movementLines(), remark(), attachments()],
  capabilities: {
    stock: movementStock('scrap'),
  },
});
