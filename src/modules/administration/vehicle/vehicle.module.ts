import { r } from '../../../shared/rules/rules.ts';
import { remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/** Administration, daily affairs: the register of company vehicles (no approval), read by all to book one. */
export default defineModule({
  serial: 'CL{seq:3}',
  menu: { sort: 80, icon: 'local_shipping' },
  fields: [
    titleField({ key: 'plate', maxLength: 20 }),
    { key: 'model', type: 'text', rules: [r.required, r.maxLength(50)], column: { width: 160 } },
    { key: 'seats', type: 'number', rules: [r.required, r.positiveInteger, r.maxLength(2)], column: { width: 80, align: 'right' } },
    { key: 'driver', type: 'recordPick', target: 'user', column: { width: 100 } },
    { key: 'state', type: 'select', options: { values: ['inUse', 'disabled'] }, rules: [r.required], column: { width: 90, align: 'center' } },
    remark(),
  ],
  capabilities: { access: { readByAll: true }, unique: [{ field: 'plate', messageId: 'engine.alreadyRegistered' }] },
});
