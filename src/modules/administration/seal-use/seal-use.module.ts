import { r } from '../../../shared/rules/rules.ts';
import { attachments, DOCUMENT_TYPES, dateField, remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/** Generic statuses (spec §4): taken out (not returned), returned, and an in-office use closed by its usage record. */
const OUT = 'notReturned';
const RETURNED = 'returned';
const USED = 'completed';

/**
 * Administration: a seal use request (用印申请, spec moduleId 36), approved by the department head and then the
 * custodian of the seal it picks (the flow's `fieldUser` step, `seal.custodian`). Signed, a use in the office is closed by its usage record (`recordings`, 4 → 14: the date and the
 * scan of the stamped pages, required); a use taking the seal out (外带) is taken out by its signing (4 → 26,
 * descriptor `effects` only where `takeOut` is yes), and closed by the return recorded on it (26 → 27: date,
 * condition, and the scan of the stamped pages where there is one). A seal is out with one request at a time
 * (`exclusive`, decided under the seal's row lock, so of simultaneous signings one wins) and shows as taken out in
 * the register until it is back; until then the applicant and the seal's custodian are reminded ahead of the
 * planned return date, and once more when it has passed (`reminders`).
 */
export default defineModule({
  moduleId: 36,
  permission: 'sealUse',
  flow: 'sealUse',
  serial: 'YY{yyyy}{mm}{seq:4}',
  menu: { sort: 20, icon: 'draw' },
  fields: [
    {
      key: 'seal',
      type: 'recordPick',
      target: { module: 'seal', where: { field: 'state', op: 'eq', value: 'inUse' } },
      rules: [r.required],
      column: { width: 160, fixed: 'left' },
    },
    titleField({ key: 'documentTitle' }),
    { key: 'purpose', type: 'text', rules: [r.required, r.maxLength(200)], column: { width: 220 }, search: true },
    { key: 'copies', type: 'number', rules: [r.required, r.positiveInteger, r.maxLength(4)], column: { width: 80, align: 'right' } },
    dateField('useDate', { required: true }),
    { key: 'takeOut', type: 'radio', options: { values: ['no', 'yes'] }, rules: [r.required], column: { width: 100, align: 'center' } },
    // Required where the seal is taken out (seal-use.rules.ts).
    { ...dateField('plannedReturnDate'), type: 'date', after: 'useDate', visible: { when: { field: 'takeOut', op: 'eq', value: 'yes' } } },
    // Recorded on the signed request (`recordings`), never by the form.
    { ...dateField('usedDate'), editable: { statuses: [] }, visible: { statuses: [USED] } },
    { ...dateField('returnedDate'), editable: { statuses: [] }, visible: { statuses: [RETURNED] } },
    {
      key: 'returnCondition',
      type: 'select',
      options: { values: ['intact', 'damaged'] },
      editable: { statuses: [] },
      visible: { statuses: [RETURNED] },
      column: { width: 100, align: 'center' },
    },
    {
      key: 'stampedScan',
      type: 'file',
      accept: DOCUMENT_TYPES,
      maxSizeKb: 20 * 1024,
      maxCount: 5,
      span: 24,
      editable: { statuses: [] },
      visible: { statuses: [USED, RETURNED] },
    },
    remark(),
    attachments(),
  ],
  capabilities: {
    effects: [{ on: 'signed', event: 'lending.lend', onlyIf: { field: 'takeOut', op: 'eq', value: 'yes' } }],
    exclusive: [{ via: 'seal', statuses: [OUT], mark: { field: 'whereabouts', held: 'takenOut', free: 'withCustodian' } }],
    recordings: [
      { event: 'completion.confirm', fields: ['usedDate', 'stampedScan'] },
      { event: 'return.record', fields: ['returnedDate', 'returnCondition', 'stampedScan'], optional: ['stampedScan'], permission: 'backUse' },
    ],
    reminders: [{ date: 'plannedReturnDate', notify: ['creator', 'seal.custodian'], statuses: [OUT], overdue: true }],
  },
});
