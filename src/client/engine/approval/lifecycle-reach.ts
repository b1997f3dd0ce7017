import { transitionTable, type Lifecycle } from '../../../../machines/index.ts';
import type { Capabilities } from '../../../modules/capabilities/index.ts';
import { subFlowOf } from '../../../shared/approval-actions.ts';

/** The module's capabilities that decide its transitions (`descriptor.capabilities`). */
type Descriptor = Pick<Capabilities, 'subFlows' | 'effects'>;
type Step = { from: number; to: number; event: string };

/**
 * Which transitions of the lifecycle a module's documents take: the approval steps, the sub-flows the module offers
 * (descriptor `subFlows`) and the events its signing sends to itself (`effects` without `via`); a status entered by
 * such an event (a loan's unpaid) is a ledger of its own, whose events are followed. Events the document's history
 * holds count too. The generic machine serves every module, so without this a reimbursement would show a loan's
 * "unpaid" or a change's draft it cannot start.
 */
function moduleTransitions(lifecycle: Lifecycle, descriptor: Descriptor, history: readonly Step[]) {
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
  const followed = (row: (typeof table)[number]) =>
    stepEvent(row.event) || own.has(row.event) || seen.has(row.event) || (ledger.has(row.from) && !subFlowOf(row.event));
  const queue = [...reached];
  while (queue.length) {
    const code = queue.shift()!;
    for (const row of table) {
      if (row.from !== code || !followed(row)) continue;
      if (!stepEvent(row.event)) ledger.add(row.to);
      if (!reached.has(row.to)) {
        reached.add(row.to);
        queue.push(row.to);
      }
    }
  }
  return { reached, rows: table.filter((row) => reached.has(row.from) && followed(row)) };
}

/** The statuses a module's documents can reach in their lifecycle (`moduleTransitions`). */
export function reachableStatuses(lifecycle: Lifecycle, descriptor: Descriptor, history: readonly Step[]): Set<number> {
  return moduleTransitions(lifecycle, descriptor, history).reached;
}

/**
 * Where a document can go next from the status it is in now: the transitions its module takes out of that status,
 * each status once with the events that lead there (whoever may send them: the replay is read by auditors).
 */
export function nextTransitions(lifecycle: Lifecycle, descriptor: Descriptor, history: readonly Step[]): Step[] {
  const now = history.at(-1)?.to ?? lifecycle.entries[0];
  return moduleTransitions(lifecycle, descriptor, history)
    .rows.filter((row) => row.from === now)
    .map((row) => ({ from: row.from, to: row.to, event: row.event }));
}
