import { r } from '../../../shared/rules/rules.ts';
import { attachments, dateField, detailTable, moneyField, remark, titleField } from '../../common-fields.ts';
import { defineModule, type DeclaredField } from '../../module.types.ts';

/** The cost itself is edited while it is a draft, returned or withdrawn; once signed it stays as signed. */
const inDraft = (field: DeclaredField): DeclaredField => ({ ...field, editable: { statuses: ['draft', 'rejected', 'withdrawn'] } });

/**
 * Bidding and cost: bid cost with its fee split (spec moduleId 12). The money an office spends on a bid (buying the
 * tender documents, producing the bid, travel, expert review, the agency's fee), against the bid registration it
 * belongs to, approved through the `bidCost` flow (department head, general manager). Its fee split shares the cost
 * among the offices that bear it and adds up to the cost's amount to the cent (its must-equal sum, checked on every save
 * and when a split is submitted); a signed cost's split changes only through the split sub-flow (spec §6 devide),
 * approved by the same flow (split draft → splitting → split done).
 */
export default defineModule({
  moduleId: 12,
  permission: 'bidCost',
  flow: 'bidCost',
  serial: 'TBFY{yyyy}{mm}{seq:4}',
  menu: { sort: 32, icon: 'request_quote' },
  formRoute: '/cost/costapplication/edit',
  fields: [
    inDraft(titleField()),
    inDraft({ key: 'bid', type: 'recordPick', target: { module: 'bidregistration' }, rules: [r.required], column: { width: 220 } }),
    inDraft({
      key: 'costType',
      type: 'select',
      options: { values: ['tenderDocs', 'production', 'travel', 'expertReview', 'agencyFee', 'other'] },
      rules: [r.required],
      column: { width: 110, align: 'center' },
    }),
    inDraft(moneyField()),
    inDraft(dateField('costDate', { required: true })),
    inDraft(remark('description')),
    detailTable(
      'feeSplit',
      [
        { key: 'office', type: 'treePick', source: 'office', rules: [r.required] },
        { key: 'amount', type: 'money', rules: [r.required, r.money] },
        { key: 'note', type: 'text', rules: [r.maxLength(60)] },
      ],
      {
        rules: [r.required],
        maxRows: 20,
        // Drafted with the cost; once signed, only through a split (its draft, withdrawn and rejected statuses).
        editable: { statuses: ['draft', 'rejected', 'withdrawn', 'splitDraft', 'splitWithdrawn', 'splitRejected'] },
      },
    ),
    inDraft(attachments()),
  ],
  capabilities: {
    subFlows: ['split', 'void'],
    // The fee split adds up to the amount on every save, and so do a split's parts when it is submitted.
    sums: [{ mustEqual: true, of: { table: 'feeSplit', column: 'amount' }, equals: { field: 'amount' }, when: 'always' }],
    essential: ['amount', 'feeSplit'],
  },
});
