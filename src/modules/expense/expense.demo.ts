import type { DemoStep } from '../module-demo.ts';

/** The Expenses flows' demo routes: department head, finance, and the general manager above the 5000 threshold. */
export const IN_APPROVAL = [['staff01', 'submit']] as const satisfies readonly DemoStep[];
export const SIGNED = [...IN_APPROVAL, ['leader01', 'approve'], ['finance01', 'approve']] as const satisfies readonly DemoStep[];
export const SIGNED_BY_GM = [...SIGNED, ['manager01', 'approve']] as const satisfies readonly DemoStep[];
