import { statusDef, transitionTable, type Lifecycle, type LifecycleInput, type Refusal } from './lifecycle.ts';

/**
 * Refusals about who asks (their role), not about when: the asker could not take the action in any status. The
 * "why not?" answer leaves these out for the user, since nothing they wait for makes the action theirs.
 */
const ROLE_REFUSALS: ReadonlySet<Refusal['messageId']> = new Set([
  'workflow.refusal.notOwner',
  'workflow.refusal.notApprover',
  'workflow.refusal.cannotWithdraw',
  'workflow.refusal.adminOnly',
  'workflow.refusal.noPermission',
  'workflow.refusal.notProjectLeader',
  'workflow.refusal.notHandler',
  'workflow.refusal.notAdder',
]);

export const isRoleRefusal = (refusal: Refusal) => ROLE_REFUSALS.has(refusal.messageId);

/** Whether the asker's role lets them take the event in this status (a refusal about amounts or steps still counts as theirs). */
function theirsIn(lifecycle: Lifecycle, code: number, input: LifecycleInput, type: string): boolean {
  const def = statusDef(lifecycle, code);
  if (!def) return false;
  const candidates = lifecycle.machine.getStateNodeById(`${lifecycle.machine.id}.${def.key}`).on[type] ?? [];
  const context = { doc: input.doc ?? {}, asker: input.asker };
  return candidates.some((candidate) => {
    const name = typeof candidate.guard === 'string' ? candidate.guard : (candidate.guard as { type?: string } | undefined)?.type;
    const refusal = name ? lifecycle.checks[name]?.(context, { type }) : null;
    return !refusal || !isRoleRefusal(refusal);
  });
}

/**
 * The nearest statuses, from `code` onwards, where the asker's role lets them take `type`: following every
 * transition the module offers (`follows`), whoever takes it, nearest first. Empty when the action is never
 * theirs from here (not their role, or a status the document cannot come back to).
 */
export function nearestStatusesFor(
  lifecycle: Lifecycle,
  code: number,
  input: LifecycleInput,
  type: string,
  follows: (event: string) => boolean = () => true,
): number[] {
  const edges = transitionTable(lifecycle).filter((row) => row.from !== row.to && follows(row.event));
  let frontier = [code];
  const seen = new Set(frontier);
  while (frontier.length > 0) {
    const found = frontier.filter((status) => theirsIn(lifecycle, status, input, type));
    if (found.length > 0) return found;
    const next = new Set<number>();
    for (const row of edges) if (frontier.includes(row.from) && !seen.has(row.to)) next.add(row.to);
    for (const status of next) seen.add(status);
    frontier = [...next];
  }
  return [];
}
