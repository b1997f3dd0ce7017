import { registerSlots } from '../../engine/module/engine-slots.ts';
import { LeaveBalanceUnderType } from './leave-balance.tsx';

/** Attendance on the generic screens: what is left of a holiday type under a leave's choice of it. */
export function registerAttendanceSlots(): void {
  registerSlots({ formField: LeaveBalanceUnderType });
}
