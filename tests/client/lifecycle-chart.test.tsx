import { describe, expect, it } from 'vitest';
import { LIFECYCLES, type Lifecycle } from '../../machines/index.ts';
import { lifecycleView } from '../../src/client/engine/approval/lifecycle-chart.tsx';
import { nextTransitions } from '../../src/client/engine/approval/lifecycle-reach.ts';

const generic = LIFECYCLES.generic as Lifecycle;
const reimbursement = { subFlows: ['change', 'void'] } as const;
/** Filed, rejected, resubmitted, withdrawn, resubmitted, signed, then a change started and submitted. */
const steps = [
  { from: 0, to: 3, event: 'approval.submit' },
  { from: 3, to: 1, event: 'approval.reject' },
  { from: 1, to: 3, event: 'approval.resubmit' },
  { from: 3, to: 2, event: 'approval.withdraw' },
  { from: 2, to: 3, event: 'approval.resubmit' },
  { from: 3, to: 3, event: 'approval.approve' },
  { from: 3, to: 4, event: 'approval.approve' },
  { from: 4, to: 35, event: 'change.start' },
  { from: 35, to: 5, event: 'approval.submit' },
];
const sorted = (codes: Iterable<number>) => [...codes].sort((a, b) => a - b);

describe("the replay's lifecycle chart: where the document went, and where it can go from where it is now", () => {
  it('shows the statuses passed and, from changing, changed, change rejected and change withdrawn: nothing else', () => {
    const next = nextTransitions(generic, reimbursement, steps);
    expect(sorted(new Set(next.map((step) => step.to)))).toEqual([6, 36, 37]);
    const view = lifecycleView(generic, steps, next);
    expect(sorted(view.shown)).toEqual([0, 1, 2, 3, 4, 5, 6, 35, 36, 37]);
    // No voiding, void rejected or withdrawn (the document never went there, and cannot from changing).
    expect(view.shown).not.toContain(7);
    // The transitions taken, then the ways on from changing; none between statuses the document only passed by.
    expect(view.pairs.filter((pair) => !pair.next).map((pair) => `${pair.from}>${pair.to}`)).toEqual([
      '0>3',
      '3>1',
      '1>3',
      '3>2',
      '2>3',
      '3>4',
      '4>35',
      '35>5',
    ]);
    expect(view.pairs.filter((pair) => pair.next).every((pair) => pair.from === 5)).toBe(true);
    expect(view.pairs.find((pair) => pair.from === 5 && pair.to === 37)?.events).toEqual(expect.arrayContaining(['approval.withdraw']));
  });

  it('shows a signed reimbursement its change and void, not the ledgers of other modules', () => {
    const signed = steps.slice(0, 7);
    expect(sorted(new Set(nextTransitions(generic, reimbursement, signed).map((step) => step.to)))).toEqual([7, 35]);
    expect(sorted(new Set(nextTransitions(generic, {}, signed).map((step) => step.to)))).toEqual([]);
  });

  it('shows a draft never submitted as the draft and its submission', () => {
    const view = lifecycleView(generic, [], nextTransitions(generic, reimbursement, []));
    expect(sorted(view.shown)).toEqual([0, 3]);
  });
});
