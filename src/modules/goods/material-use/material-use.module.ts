import { r } from '../../../shared/rules/rules.ts';
import { attachments, dateField, DELETE_DRAFT_ONLY, remark } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';
import { MOVEMENT_LINE_LABELS, movementLines, movementStock } from '../goods-lines.ts';
import materialUseLabels from './material-use.labels.json' with { type: 'json' };

/**
 * Goods: use (物品领用), goods issued from store to a person: consumables are used up, a fixed asset stays with them
 * (status 3 issued, its custodian the receiver) until returned. Department head → goods keeper; the signing issues
 * the lines (`stock`), and is refused with 2002 when the stock went elsewhere since the submission.
 */
export const materialUseModule = defineModule({
  key: 'materialuse',
  area: 'goods',
  labels: { ...materialUseLabels, fields: { ...materialUseLabels.fields, ...MOVEMENT_LINE_LABELS } },
  moduleId: 71,
  permission: 'materialuse',
  lifecycle: 'generic',
  flow: 'materialUse',
  bpmn: new URL('./material-use.bpmn', import.meta.url),
  serial: 'LY{yyyy}{mm}{seq:4}',
  demo: () => import('./material-use.demo.ts'),
  menu: { sort: 60, icon: 'outbox' },
  formRoute: '/goods/materialuse/edit',
  stock: movementStock('issue', 'receiver'),
  fields: [
    { key: 'purpose', type: 'text', rules: [r.required, r.maxLength(200)], column: { width: 220, fixed: 'left' }, search: true },
    { key: 'receiver', type: 'recordPick', target: 'user', rules: [r.required], column: { width: 100 } },
    dateField('useDate', { required: true }),
    movementLines(),
    remark(),
    attachments(),
  ],
  buttons: [DELETE_DRAFT_ONLY],
});
