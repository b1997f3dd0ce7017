import { transitionTable, type Lifecycle } from '../../../../machines/index.ts';
import type { ModuleDescriptor } from '../../../modules/module.types.ts';
import { subFlowOf } from '../../../shared/approval-actions.ts';

/**
 * The statuses a module's documents can reach in their lifecycle: from where the document began, through the
 * approval steps, the sub-flows the module offers (descriptor `subFlows`) and the events its signing sends to
 * itself (`effects` without `via`); a status entered by such an event (a loan's unpaid) is a ledger of its own,
 * whose events are followed. Events the document's history holds count too. The generic machine serves every
 * module, so without this a reimbursement would show a loan's "unpaid" or a change's draft it cannot start.
 */
export function reachableStatuses(
  lifecycle: Lifecycle,
  descriptor: Pick<ModuleDescriptor, 'subFlows' | 'effects'>,
  history: readonly { from: number; to: number; event: string }[],
): Set<number> {
  const table = transitionTable(lifecycle).filter((row) => row.from !== row.to);
  const own = new Set((descriptor.effects ?? []).filter((effect) => !effect.via).map((effect) => effect.event));
  const seen = new Set(history.map((step) => step.event));
  const stepEvent = (event: string) => {
    const subFlow = subFlowOf(event);
    if (subFlow) return Boolean(descriptor.subFlows?.includes(subFlow));
    return event.startsWith('approval.') || event === 'record.save';
  };
  const start = history[0]?.from ?? lifecycle.entries[0];
  const reached = new Set<number>([start, ...history.flatMap((step) => [step.from, step.to])]);
  // A status entered by a ledger event (an effect of signing) follows every event of its own.
  const ledger = new Set<number>();
  const queue = [...reached];
  while (queue.length) {
    const code = queue.shift()!;
    for (const row of table) {
      if (row.from !== code) continue;
      const followed = stepEvent(row.event) || own.has(row.event) || seen.has(row.event) || (ledger.has(code) && !subFlowOf(row.event));
      if (!followed) continue;
      if (!stepEvent(row.event)) ledger.add(row.to);
      if (!reached.has(row.to)) {
        reached.add(row.to);
        queue.push(row.to);
      }
    }
  }
  return reached;
}
