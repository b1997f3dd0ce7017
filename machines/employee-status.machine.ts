import { holder } from './lifecycle.guards.ts';
import { defineLifecycle } from './define-lifecycle.ts';

export const EMPLOYEE_EVENTS = ['employee.confirm', 'employee.convert', 'employee.leave', 'employee.rehire', 'employee.retire'] as const;
export type EmployeeEventType = (typeof EMPLOYEE_EVENTS)[number];

/** HR acts with the `regular` permission (spec §6 module regular) or as admin. */
const checks = { canManageStaff: holder('regular') };

/** Spec §4 archive/employee status 1-5. */
export const employeeLifecycle = defineLifecycle({
  name: 'employee',
  entries: [2, 3],
  events: EMPLOYEE_EVENTS,
  checks,
  states: {
    probation: {
      on: { 'employee.confirm': { guard: 'canManageStaff', target: 'regular' }, 'employee.leave': { guard: 'canManageStaff', target: 'left' } },
    },
    // A labour (dispatched) worker may be taken on: probation first.
    labour: {
      on: { 'employee.convert': { guard: 'canManageStaff', target: 'probation' }, 'employee.leave': { guard: 'canManageStaff', target: 'left' } },
    },
    regular: {
      on: { 'employee.leave': { guard: 'canManageStaff', target: 'left' }, 'employee.retire': { guard: 'canManageStaff', target: 'retired' } },
    },
    left: { on: { 'employee.rehire': { guard: 'canManageStaff', target: 'probation' } } },
    retired: { type: 'final' },
  },
});
