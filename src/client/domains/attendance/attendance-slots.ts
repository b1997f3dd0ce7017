import { registerSlots } from '../../engine/module/engine-slots.ts';
import { LeaveBalanceUnderType } from './leave-balance.tsx';
import { OvertimeCountUnderCompensation } from './overtime-count.tsx';

/**
 * Attendance on the generic screens: what is left of a holiday type under a leave's choice of it; how an overtime's
 * period is split and rated, and what time off it would credit, under its compensation.
 */
export function registerAttendanceSlots(): void {
  registerSlots({ formField: LeaveBalanceUnderType });
  registerSlots({ formField: OvertimeCountUnderCompensation });
}
