import { r } from '../../../shared/rules/rules.ts';
import { IMAGE_TYPES, remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/**
 * Administration: the seal register (no approval; its records stay status 0), one record per physical seal with its
 * kind, its custodian and its image, its name registered once (`unique`). Whoever may list it reads it all, to pick a seal in a use request
 * (`readByAll`). Where a seal is (with its custodian or taken out) is kept by the server from the use requests
 * (`sealuse`, descriptor `exclusive`); a disabled seal is offered by no use request.
 */
export default defineModule({
  serial: 'YZ{seq:4}',
  menu: { sort: 10, icon: 'approval' },
  fields: [
    titleField({ key: 'name', maxLength: 50 }),
    {
      key: 'sealType',
      type: 'select',
      options: { values: ['official', 'contract', 'finance', 'legalRepresentative', 'invoice'] },
      rules: [r.required],
      column: { width: 140, align: 'center' },
    },
    { key: 'custodian', type: 'recordPick', target: 'user', rules: [r.required], column: { width: 100 } },
    { key: 'image', type: 'image', accept: IMAGE_TYPES, maxSizeKb: 2 * 1024, maxCount: 1 },
    { key: 'state', type: 'select', options: { values: ['inUse', 'disabled'] }, rules: [r.required], column: { width: 90, align: 'center' } },
    // Kept by the server from the use requests (with the custodian, taken out); no form writes it.
    {
      key: 'whereabouts',
      type: 'select',
      options: { values: ['withCustodian', 'takenOut'] },
      editable: { statuses: [] },
      column: { width: 110, align: 'center' },
    },
    remark(),
  ],
  // A seal taken out is not deleted before it is back.
  buttons: [
    {
      action: 'del',
      preChecks: [{ when: { field: 'whereabouts', op: 'eq', value: 'takenOut' }, messageId: 'engine.deleteHeld' }],
    },
  ],
  capabilities: {
    access: { readByAll: true },
    // One record per seal: a name is registered once, whatever is saved at the same time.
    unique: [{ field: 'name', messageId: 'engine.alreadyRegistered' }],
  },
});
