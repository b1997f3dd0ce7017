import { r } from '../../../shared/rules/rules.ts';
import { attachments, dateField, IN_FORCE, moneyField, remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/**
 * Bidding and cost: bid registration (spec moduleId 11; bid change 124 is its change sub-flow). The bid an office
 * submits for a tender, approved through the `bidRegistration` flow (department head, general manager); its result
 * (won or lost, the winning price) is recorded by its owner once the tender is opened (`recordings`), or corrected
 * through a change. A won bid starts its contract and its
 * project: the view offers their forms filled from the bid (`followUps`), and a registered bid its bond's ledger entry.
 */
export default defineModule({
  moduleId: 11,
  permission: 'bidRegistration',
  flow: 'bidRegistration',
  serial: 'TBDJ{yyyy}{mm}{seq:4}',
  menu: { sort: 2, icon: 'how_to_vote' },
  fields: [
    titleField({ key: 'projectName', width: 240 }),
    { key: 'distribution', type: 'recordPick', target: { module: 'distribution' }, column: { width: 200 } },
    { key: 'tenderer', type: 'recordPick', target: { module: 'customer' }, rules: [r.required], column: { width: 200 } },
    { key: 'bidType', type: 'select', options: { dict: 'bidType' }, rules: [r.required], column: { width: 110, align: 'center' } },
    moneyField('estimatedPrice', { required: false }),
    moneyField('bidPrice'),
    dateField('openingDate', { required: true }),
    moneyField('bidBond', { required: false }),
    dateField('bondDueBack'),
    // The result is known once the tender opens: recorded on the signed registration, or through its change (124).
    {
      key: 'result',
      type: 'select',
      options: { values: ['pending', 'won', 'lost'] },
      rules: [r.required],
      column: { width: 100, align: 'center' },
      editable: { statuses: ['draft', 'rejected', 'withdrawn', 'changeDraft', 'changeRejected', 'changeWithdrawn'] },
    },
    moneyField('winningPrice', { required: false }),
    remark(),
    attachments(),
  ],
  capabilities: {
    subFlows: ['change', 'void'],
    // Once the tender opens, the bid's owner records its result on the signed bid: no new approval.
    recordings: [{ event: 'outcome.record', fields: ['result', 'winningPrice'], optional: ['winningPrice'] }],
    report: { key: 'register', permission: 'registerCount', date: 'openingDate', type: 'result', amount: 'bidPrice', sort: 50, icon: 'how_to_vote' },
    followUps: [
      {
        module: 'contract',
        when: [
          { field: 'result', op: 'eq', value: 'won' },
          { field: 'status', op: 'in', value: IN_FORCE },
        ],
        fields: { title: 'projectName', customer: 'tenderer', amount: 'winningPrice', bid: 'id' },
      },
      {
        module: 'project',
        when: [
          { field: 'result', op: 'eq', value: 'won' },
          { field: 'status', op: 'in', value: IN_FORCE },
        ],
        fields: { projectName: 'projectName', customer: 'tenderer', amount: 'winningPrice', bid: 'id' },
      },
      // The bond paid for a registered bid goes to the bond ledger, with the figures the 2 % warning reads.
      {
        module: 'bidbond',
        when: [{ field: 'status', op: 'in', value: IN_FORCE }],
        fields: { bid: 'id', estimatedPrice: 'estimatedPrice', amount: 'bidBond', dueBackDate: 'bondDueBack' },
      },
    ],
  },
});
