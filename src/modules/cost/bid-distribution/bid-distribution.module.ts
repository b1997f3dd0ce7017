import { r } from '../../../shared/rules/rules.ts';
import { attachments, dateField, remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/**
 * Bidding and cost: bid distribution (spec moduleId 52). The bidding department hands a tender opportunity to an
 * office and a person responsible for the bid; the `bidDistribution` flow asks the department head, then the
 * general manager. Status follows the generic lifecycle.
 */
export default defineModule({
  moduleId: 52,
  permission: 'bidDistribution',
  flow: 'bidDistribution',
  serial: 'TBFP{yyyy}{mm}{seq:4}',
  menu: { sort: 1, icon: 'assignment' },
  fields: [
    titleField({ key: 'projectName', width: 240 }),
    { key: 'tenderer', type: 'recordPick', target: { module: 'customer' }, rules: [r.required], column: { width: 200 } },
    { key: 'bidType', type: 'select', options: { dict: 'bidType' }, rules: [r.required], column: { width: 110, align: 'center' } },
    { key: 'estimatedPrice', type: 'money', rules: [r.money], column: { width: 140, align: 'right', sortable: true } },
    dateField('bidDeadline', { required: true }),
    { key: 'responsibleOffice', type: 'treePick', source: 'office', rules: [r.required], column: { width: 140 } },
    { key: 'responsiblePerson', type: 'recordPick', target: 'user', rules: [r.required], column: { width: 100 } },
    remark(),
    attachments(),
  ],
});
