import { describe, expect, it } from 'vitest';
import { LIFECYCLES, type Lifecycle } from '../../machines/index.ts';
import { reachableStatuses } from '../../src/client/engine/approval/lifecycle-reach.ts';

const generic = LIFECYCLES.generic as Lifecycle;
const sorted = (codes: Set<number>) => [...codes].sort((a, b) => a - b);

describe('the statuses a module can reach (the replay shows only these)', () => {
  it('a reimbursement (change and void): approval, change and void statuses, no loan or seal ledger', () => {
    const codes = sorted(reachableStatuses(generic, { subFlows: ['change', 'void'] }, [{ from: 0, to: 3, event: 'approval.submit' }]));
    expect(codes).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 35, 36, 37, 44, 45]);
  });
  it('a module without sub-flows: draft to signed only', () => {
    expect(sorted(reachableStatuses(generic, {}, []))).toEqual([0, 1, 2, 3, 4]);
  });
  it("a loan: its signing pays it out, and the repayments' ledger follows", () => {
    const codes = reachableStatuses(generic, { effects: [{ on: 'signed', event: 'payment.disburse' }] }, []);
    expect(sorted(codes)).toEqual([0, 1, 2, 3, 4, 18, 19, 20]);
  });
});
