import { r } from '../../../shared/rules/rules.ts';
import { attachments, dateField, IN_FORCE, moneyField, remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/**
 * Bidding and cost: contracts (spec moduleId 14; change 15, nullify 16 and archive 18 are its sub-flows). A contract
 * with a customer, approved through the `contract` flow (department head, finance, general manager). Once signed it
 * is changed through the same flow (each approved change is a new version, the earlier ones kept), voided, sealed
 * or archived. Invoice applications and receipts filed against it never add up to more than its amount; a change
 * may not lower the amount below what is already invoiced or received (their descriptors' `limits`).
 */
export default defineModule({
  moduleId: 14,
  flow: 'contract',
  serial: 'HT{yyyy}{mm}{seq:4}',
  menu: { sort: 20, icon: 'handshake' },
  formRoute: '/cost/contract/addContract',
  fields: [
    titleField(),
    { key: 'customer', type: 'recordPick', target: { module: 'customer' }, rules: [r.required], column: { width: 200 } },
    // The won bid it comes from, when it does (bid registration's follow-up).
    { key: 'bid', type: 'recordPick', target: { module: 'bidregistration' }, column: { width: 200 } },
    // The project it is signed for: the project's view lists its contracts and their amounts.
    { key: 'project', type: 'recordPick', target: { module: 'project' }, column: { width: 200 } },
    { key: 'contractType', type: 'select', options: { dict: 'customerContractType' }, rules: [r.required], column: { width: 100, align: 'center' } },
    { key: 'contractTerm', type: 'select', options: { dict: 'contractTerm' }, rules: [r.required], column: { width: 110, align: 'center' } },
    moneyField(),
    dateField('signDate', { required: true }),
    dateField('startDate', { required: true }),
    dateField('endDate'),
    { key: 'responsiblePerson', type: 'recordPick', target: 'user', rules: [r.required], column: { width: 100 } },
    { key: 'paymentTerms', type: 'textarea', rules: [r.maxLength(500)], span: 24 },
    remark(),
    attachments(),
  ],
  capabilities: {
    subFlows: ['change', 'void', 'seal', 'archive'],
    // Its expiry reminds the person responsible and who filed it, while it is in force.
    reminders: [{ date: 'endDate', notify: ['responsiblePerson', 'creator'], statuses: IN_FORCE }],
    report: { key: 'contract', permission: 'contractCount', date: 'signDate', type: 'contractType', amount: 'amount', sort: 5, icon: 'handshake' },
  },
});
