import { r } from '../../../shared/rules/rules.ts';
import { remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/**
 * Administration, daily affairs: a vehicle booking (no approval: the car is the first booker's): vehicle (only one in
 * use), purpose, destination, passengers, start and end. Two bookings of one vehicle never overlap (`bookings`,
 * under the vehicle's row lock); a booking given up is deleted.
 */
export default defineModule({
  serial: 'YC{yyyy}{mm}{seq:4}',
  menu: { sort: 85, icon: 'event_note' },
  fields: [
    {
      key: 'vehicle',
      type: 'recordPick',
      target: { module: 'vehicle', where: { field: 'state', op: 'eq', value: 'inUse' } },
      rules: [r.required],
      column: { width: 120, fixed: 'left' },
    },
    titleField({ key: 'purpose', maxLength: 100 }),
    { key: 'destination', type: 'text', rules: [r.required, r.maxLength(100)], column: { width: 160 } },
    { key: 'passengers', type: 'number', rules: [r.positiveInteger, r.maxLength(2)], column: { width: 80, align: 'right' } },
    { key: 'startAt', type: 'datetime', rules: [r.required], column: { width: 160, align: 'center', sortable: true } },
    { key: 'endAt', type: 'datetime', rules: [r.required], column: { width: 160, align: 'center' } },
    remark(),
  ],
  capabilities: { access: { readByAll: true }, bookings: { via: 'vehicle', start: 'startAt', end: 'endAt', released: [] } },
});
