import { r } from '../../../shared/rules/rules.ts';
import { attachments, dateField, remark } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';
import { movementLines, movementStock } from '../goods-lines.ts';

/** The generic status of a borrowing lent out (spec §4). */
const LENT = 'notReturned';

/**
 * Goods: return (物品归还, spec §6 `backUse`) of borrowed goods or of an issued fixed asset, with the condition it comes
 * back in. The goods keeper approves; the signing takes the lines back into store from the returner (`stock`: no more
 * than they hold; a fixed asset goes back to status 1 normal, returned) and, when it names the borrowing it brings back
 * (its items, no more than is still out, by its borrower), marks that borrowing returned once nothing of it is out
 * (26 → 27, `effects`).
 */
export default defineModule({
  moduleId: 73,
  permission: 'materialReturn',
  flow: 'materialReturn',
  serial: 'GH{yyyy}{mm}{seq:4}',
  menu: { sort: 80, icon: 'assignment_return' },
  fields: [
    { key: 'borrowing', type: 'recordPick', target: { module: 'materialborrow', statuses: [LENT] }, column: { width: 200, fixed: 'left' } },
    { key: 'returner', type: 'recordPick', target: 'user', signedInByDefault: true, rules: [r.required], column: { width: 100 } },
    dateField('returnDate', { required: true }),
    {
      key: 'condition',
      type: 'select',
      options: { values: ['intact', 'damaged', 'incomplete'] },
      rules: [r.required],
      column: { width: 100, align: 'center' },
    },
    movementLines(),
    remark(),
    attachments(),
  ],
  capabilities: {
    // Against the borrowing it names: its items, no more than is still out, brought back by its borrower; the last
    // return of a borrowing marks it returned.
    stock: { ...movementStock('return', 'returner'), against: { via: 'borrowing', lines: 'lines', item: 'item', quantity: 'quantity' } },
    effects: [{ on: 'signed', event: 'return.record', via: 'borrowing', when: 'settled' }],
  },
});
