import { r } from '../../../shared/rules/rules.ts';
import { attachments, LEAVE_PERIOD, leavePeriodFields, remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/**
 * Human resources: cancel-leave (销假, spec moduleId 61), approved by the department head. It names a signed leave
 * of its creator and the part of its period not taken (all of it or less); the signing gives that part back to the
 * balance as a cancellation row of the leave ledger, never more than the leave has left.
 */
export default defineModule({
  moduleId: 61,
  flow: 'cancelLeave',
  serial: 'XJ{yyyy}{mm}{seq:4}',
  menu: { sort: 61, icon: 'event_available' },
  fields: [
    titleField({ key: 'reason' }),
    { key: 'leave', type: 'recordPick', target: { module: 'leave', statuses: ['signed'] }, rules: [r.required], column: { width: 160 } },
    ...leavePeriodFields(),
    remark(),
    attachments(),
  ],
  capabilities: {
    leave: { move: 'cancel', via: 'leave', ...LEAVE_PERIOD },
  },
});
