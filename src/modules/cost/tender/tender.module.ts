import { r } from '../../../shared/rules/rules.ts';
import { attachments, dateField, IN_FORCE, remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/**
 * Bidding and cost: tender making and registration (spec moduleId 13, form at /cost/tenderregistration/components/Edit).
 * The office a bid was distributed to prepares its tender: who compiles it and who reviews it, how many originals and
 * copies, how and when it is handed in; the `tender` flow asks the department head, then the general manager, before
 * it leaves the company. Its submission (date, receipt number) is registered on the same record.
 */
export default defineModule({
  moduleId: 13,
  flow: 'tender',
  serial: 'BSZZ{yyyy}{mm}{seq:4}',
  menu: { sort: 3, icon: 'description' },
  formRoute: '/cost/tenderregistration/components/Edit',
  fields: [
    titleField({ key: 'tenderName', width: 240 }),
    // The distributed opportunity it answers, once its distribution is approved.
    { key: 'distribution', type: 'recordPick', target: { module: 'distribution', statuses: IN_FORCE }, rules: [r.required], column: { width: 220 } },
    { key: 'bidType', type: 'select', options: { dict: 'bidType' }, rules: [r.required], column: { width: 110, align: 'center' } },
    { key: 'compiler', type: 'recordPick', target: 'user', rules: [r.required], column: { width: 100 } },
    { key: 'reviewer', type: 'recordPick', target: 'user', column: { width: 100 } },
    { key: 'originals', type: 'number', precision: 0, rules: [r.required, r.positiveInteger, r.maxNumber(3)], column: { width: 80, align: 'right' } },
    { key: 'copies', type: 'number', precision: 0, rules: [r.positiveInteger, r.maxNumber(3)], column: { width: 80, align: 'right' } },
    {
      key: 'submissionMethod',
      type: 'radio',
      options: { values: ['onsite', 'electronic', 'post'] },
      rules: [r.required],
      column: { width: 100, align: 'center' },
    },
    dateField('plannedSubmission', { required: true }),
    // Registered once it is handed in.
    dateField('submittedOn'),
    { key: 'receiptNo', type: 'text', rules: [r.maxLength(50)], column: { width: 140 } },
    remark(),
    attachments('tenderFiles'),
  ],
});
