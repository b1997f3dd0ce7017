import { approvedBy } from '../module-demo.ts';

/** The demo route of the Bidding and cost flows that ask the department head, then the general manager. */
export const APPROVED = approvedBy('leader01', 'manager01');
