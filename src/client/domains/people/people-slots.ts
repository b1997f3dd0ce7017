import { registerSlots } from '../../engine/module/engine-slots.ts';
import { ClearanceInView, ClearanceUnderEmployee } from './clearance.tsx';

/** People on the generic screens: a leaver's clearance under the employee a resignation names, in its form and view. */
export function registerPeopleSlots(): void {
  registerSlots({ formField: ClearanceUnderEmployee, viewSection: ClearanceInView });
}
