import { auditLifecycle } from './audit-status.machine.ts';
import { bugLifecycle } from './bug-status.machine.ts';
import { feedbackLifecycle } from './feedback-status.machine.ts';
import { employeeLifecycle } from './employee-status.machine.ts';
import { flowVersionLifecycle } from './flow-version.machine.ts';
import { genericLifecycle } from './generic-status.machine.ts';
import { goodsLifecycle } from './goods-status.machine.ts';
import { needLifecycle } from './need-status.machine.ts';
import { projectLifecycle } from './project-status.machine.ts';
import type { Lifecycle } from './lifecycle.ts';

export * from './lifecycle.ts';
export { approvalEventType, type ApprovalType } from './approval-states.ts';
export {
  auditLifecycle,
  bugLifecycle,
  employeeLifecycle,
  feedbackLifecycle,
  flowVersionLifecycle,
  genericLifecycle,
  goodsLifecycle,
  needLifecycle,
  projectLifecycle,
};
export { BUG_EVENTS, BUG_RESOLUTIONS, bugResolutionAfter, type BugEventType } from './bug-status.machine.ts';
export { NEED_EVENTS, type NeedEventType } from './need-status.machine.ts';
export { GOODS_EVENTS, GOODS_RETURN_STATES, goodsReturnStateAfter, type GoodsEventType, type GoodsReturnState } from './goods-status.machine.ts';

/** Every lifecycle by name; a module descriptor names one of these keys. */
export const LIFECYCLES = {
  generic: genericLifecycle,
  project: projectLifecycle,
  need: needLifecycle,
  bug: bugLifecycle,
  goods: goodsLifecycle,
  employee: employeeLifecycle,
  audit: auditLifecycle,
  flowVersion: flowVersionLifecycle,
  feedback: feedbackLifecycle,
} as const satisfies Record<string, Lifecycle>;
export type LifecycleName = keyof typeof LIFECYCLES;
