import { r } from '../../../shared/rules/rules.ts';
import { remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/**
 * Administration, daily affairs: a meeting room booking (no approval: the room is the first booker's): room (only
 * one in use), subject, start and end, attendees. Two bookings of one room never overlap (`bookings`, decided under
 * the room's row lock, so of simultaneous bookings of a slot one is saved); a booking given up is deleted.
 */
export default defineModule({
  serial: 'HY{yyyy}{mm}{seq:4}',
  menu: { sort: 75, icon: 'event_available' },
  fields: [
    {
      key: 'room',
      type: 'recordPick',
      target: { module: 'meetingroom', where: { field: 'state', op: 'eq', value: 'inUse' } },
      rules: [r.required],
      column: { width: 140, fixed: 'left' },
    },
    titleField({ key: 'subject', maxLength: 100 }),
    { key: 'startAt', type: 'datetime', rules: [r.required], column: { width: 160, align: 'center', sortable: true } },
    { key: 'endAt', type: 'datetime', rules: [r.required], column: { width: 160, align: 'center' } },
    { key: 'attendees', type: 'recordPick', target: 'user', multiple: true, groups: { module: 'commongroup', members: 'members' }, span: 24 },
    remark(),
  ],
  capabilities: { access: { readByAll: true }, bookings: { via: 'room', start: 'startAt', end: 'endAt', released: [] } },
});
