import { r } from '../../../shared/rules/rules.ts';
import { attachments, dateField, DELETE_DRAFT_ONLY, remark } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';
import { MOVEMENT_LINE_LABELS, movementLines, movementStock } from '../goods-lines.ts';
import materialScrapLabels from './material-scrap.labels.json' with { type: 'json' };

/**
 * Goods: scrap (物品报废) of goods in store, with the reason. Department head → general manager; the signing takes
 * the lines out of stock for good (`stock`): a scrapped fixed asset is in status 4, final, and can never move again.
 */
export const materialScrapModule = defineModule({
  key: 'materialscrap',
  area: 'goods',
  labels: { ...materialScrapLabels, fields: { ...materialScrapLabels.fields, ...MOVEMENT_LINE_LABELS } },
  moduleId: 74,
  permission: 'materialscrap',
  lifecycle: 'generic',
  flow: 'materialScrap',
  bpmn: new URL('./material-scrap.bpmn', import.meta.url),
  serial: 'BF{yyyy}{mm}{seq:4}',
  demo: () => import('./material-scrap.demo.ts'),
  menu: { sort: 90, icon: 'delete_sweep' },
  formRoute: '/goods/materialscrap/edit',
  stock: movementStock('scrap'),
  fields: [
    { key: 'reason', type: 'text', rules: [r.required, r.maxLength(200)], column: { width: 220, fixed: 'left' }, search: true },
    dateField('scrapDate', { required: true }),
    movementLines(),
    remark(),
    attachments(),
  ],
  buttons: [DELETE_DRAFT_ONLY],
});
