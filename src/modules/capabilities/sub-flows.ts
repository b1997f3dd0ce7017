import { LIFECYCLES } from '../../../machines/index.ts';
import type { SubFlowName } from '../../shared/approval-actions.ts';
import { type Capability, capability } from './capability.ts';

/**
 * The sub-flows a signed document offers (src/shared/approval-actions.ts, src/server/workflow/sub-flows.ts), each
 * through the module's flow: `<sub-flow>.start` / `.cancel` are accepted only for those offered. A split's parts are
 * the module's must-equal sum (`sums`).
 */
export type SubFlowsDef = readonly SubFlowName[];

export const subFlows: Capability<SubFlowsDef> = capability({
  check: (value, { descriptor }) => {
    if (!descriptor.flow || !descriptor.lifecycle) return ['subFlows: offered by a module without an approval flow'];
    const events: readonly string[] = LIFECYCLES[descriptor.lifecycle].events;
    return value
      .filter((name) => !events.includes(`${name}.start`) || !events.includes(`${name}.cancel`))
      .map((name) => `subFlows: ${descriptor.lifecycle} cannot run ${name}`);
  },
});
