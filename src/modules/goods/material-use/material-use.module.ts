import { r } from '../../../shared/rules/rules.ts';
import { attachments, dateField, remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';
import { movementLines, movementStock } from '../goods-lines.ts';

/**
 * Goods: use (物品领用), goods issued from store to a person: consumables are used up, a fixed asset stays with them
 * (status 3 issued, its custodian the receiver) until returned. Department head → goods keeper; the signing issues
 * the lines (`stock`), and is refused with 2002 when the stock went elsewhere since the submission.
 */
export default defineModule({
  moduleId: 71,
  flow: 'materialUse',
  serial: 'LY{yyyy}{mm}{seq:4}',
  menu: { sort: 60, icon: 'outbox' },
  formRoute: '/goods/materialuse/edit',
  fields: [
    titleField({ key: 'purpose', maxLength: 200 }),
    { key: 'receiver', type: 'recordPick', target: 'user', signedInByDefault: true, rules: [r.required], column: { width: 100 } },
    dateField('useDate', { required: true }),
    movementLines(),
    remark(),
    attachments(),
  ],
  capabilities: {
    stock: movementStock('issue', 'receiver'),
  },
});
