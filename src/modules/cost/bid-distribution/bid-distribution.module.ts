import { r } from '../../../shared/rules/rules.ts';
import { attachments, dateField, DELETE_DRAFT_ONLY, remark } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';
import bidDistributionLabels from './bid-distribution.labels.json' with { type: 'json' };

/**
 * Bidding and cost: bid distribution (spec moduleId 52). The bidding department hands a tender opportunity to an
 * office and a person responsible for the bid; the `bidDistribution` flow asks the department head, then the
 * general manager. Status follows the generic lifecycle.
 */
export const bidDistributionModule = defineModule({
  key: 'distribution',
  area: 'cost',
  labels: bidDistributionLabels,
  moduleId: 52,
  permission: 'bidDistribution',
  lifecycle: 'generic',
  flow: 'bidDistribution',
  bpmn: new URL('./bid-distribution.bpmn', import.meta.url),
  serial: 'TBFP{yyyy}{mm}{seq:4}',
  demo: () => import('./bid-distribution.demo.ts'),
  menu: { sort: 1, icon: 'assignment' },
  fields: [
    { key: 'projectName', type: 'text', rules: [r.required, r.maxLength(100)], column: { width: 240, fixed: 'left' }, search: true },
    { key: 'tenderer', type: 'recordPick', target: { module: 'customer' }, rules: [r.required], column: { width: 200 } },
    { key: 'bidType', type: 'select', options: { dict: 'bidType' }, rules: [r.required], column: { width: 110, align: 'center' } },
    { key: 'estimatedPrice', type: 'money', rules: [r.money], column: { width: 140, align: 'right', sortable: true } },
    dateField('bidDeadline', { required: true }),
    { key: 'responsibleOffice', type: 'treePick', source: 'office', rules: [r.required], column: { width: 140 } },
    { key: 'responsiblePerson', type: 'recordPick', target: 'user', rules: [r.required], column: { width: 100 } },
    remark(),
    attachments(),
  ],
  buttons: [DELETE_DRAFT_ONLY],
});
