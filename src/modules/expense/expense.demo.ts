import { approvedBy, SUBMITTED } from '../module-demo.ts';

/** The Expenses flows' demo routes: department head, finance, and the general manager above the 5000 threshold. */
export const IN_APPROVAL = SUBMITTED;
export const SIGNED = approvedBy('leader01', 'finance01');
export const SIGNED_BY_GM = approvedBy('leader01', 'finance01', 'manager01');
