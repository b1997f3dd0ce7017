import { r } from '../../../shared/rules/rules.ts';
import type { FieldDef } from '../../../shared/rules/field.types.ts';
import { attachments, dateField, detailTable, moneyField, remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/** The cost itself is edited while it is a draft, returned or withdrawn (spec §4 0-2); once signed it stays as signed. */
const inDraft = (field: FieldDef): FieldDef => ({ ...field, editable: { statuses: [0, 1, 2] } });

/**
 * Bidding and cost: bid cost with its fee split (spec moduleId 12). The money an office spends on a bid (buying the
 * tender documents, producing the bid, travel, expert review, the agency's fee), against the bid registration it
 * belongs to, approved through the `bidCost` flow (department head, general manager). Its fee split shares the cost
 * among the offices that bear it and adds up to the cost's amount to the cent (`columnTotal.equalsField`); a signed
 * cost's split changes only through the split sub-flow (spec §6 devide), approved by the same flow (46 → 47 → 50).
 */
export default defineModule({
  moduleId: 12,
  permission: 'bidCost',
  flow: 'bidCost',
  serial: 'TBFY{yyyy}{mm}{seq:4}',
  menu: { sort: 32, icon: 'request_quote' },
  formRoute: '/cost/costapplication/edit',
  subFlows: ['split', 'void'],
  split: { subTable: 'feeSplit', column: 'amount', equals: 'amount' },
  essential: ['amount', 'feeSplit'],
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
        columnTotal: { column: 'amount', equalsField: 'amount' },
        // Drafted with the cost; once signed, only through a split (its draft, withdrawn and rejected statuses).
        editable: { statuses: [0, 1, 2, 46, 48, 49] },
      },
    ),
    inDraft(attachments()),
  ],
});
