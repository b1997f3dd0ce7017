import { r } from '../../../shared/rules/rules.ts';
import { attachments, dateField, remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';
import { movementLines, movementStock } from '../goods-lines.ts';

/** Generic statuses (spec §4): not returned (lent out), returned. */
const LENT = 'notReturned';

/**
 * Goods: borrowing (物品借用) goods from store until a due date. Department head → goods keeper; the signing lends the
 * lines to the borrower (`stock`: a fixed asset goes to status 2 borrowed, awaiting return) and marks the borrowing
 * lent out (4 → 26, `effects`). A return naming it (`materialreturn`) marks it returned (27); until then the borrower
 * and whoever filed it are reminded ahead of the due date and once more when it has passed (`reminders`).
 */
export default defineModule({
  moduleId: 72,
  permission: 'materialBorrow',
  flow: 'materialBorrow',
  serial: 'JC{yyyy}{mm}{seq:4}',
  menu: { sort: 70, icon: 'swap_horiz' },
  fields: [
    titleField({ key: 'purpose', maxLength: 200 }),
    { key: 'borrower', type: 'recordPick', target: 'user', signedInByDefault: true, rules: [r.required], column: { width: 100 } },
    dateField('borrowDate', { required: true }),
    { ...dateField('dueDate', { required: true }), type: 'date', after: 'borrowDate' },
    movementLines(),
    remark(),
    attachments(),
  ],
  capabilities: {
    stock: movementStock('lend', 'borrower'),
    effects: [{ on: 'signed', event: 'lending.lend' }],
    reminders: [{ date: 'dueDate', notify: ['borrower', 'creator'], statuses: [LENT], overdue: true }],
    // A borrowing lent out is brought back by a return that starts from it: the borrowing, its borrower and its lines.
    followUps: [
      { module: 'materialreturn', when: [{ field: 'status', op: 'in', value: [LENT] }], fields: { borrowing: 'id', returner: 'borrower', lines: 'lines' } },
    ],
  },
});
