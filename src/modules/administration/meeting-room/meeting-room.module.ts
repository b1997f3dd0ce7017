import { r } from '../../../shared/rules/rules.ts';
import { remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/** Administration, daily affairs: the register of meeting rooms (no approval), read by all to book one. */
export default defineModule({
  serial: 'HYS{seq:3}',
  menu: { sort: 70, icon: 'business' },
  fields: [
    titleField({ key: 'name', maxLength: 50 }),
    { key: 'location', type: 'text', rules: [r.required, r.maxLength(100)], column: { width: 200 } },
    { key: 'capacity', type: 'number', rules: [r.required, r.positiveInteger, r.maxLength(4)], column: { width: 80, align: 'right' } },
    { key: 'state', type: 'select', options: { values: ['inUse', 'disabled'] }, rules: [r.required], column: { width: 90, align: 'center' } },
    remark(),
  ],
  capabilities: { access: { readByAll: true }, unique: [{ field: 'name', messageId: 'engine.alreadyRegistered' }] },
});
