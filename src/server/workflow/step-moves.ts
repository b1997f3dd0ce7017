import type { Capabilities } from '../../modules/capabilities/index.ts';
import type { ModuleDescriptor } from '../../modules/module.types.ts';
import type { ProcessEvent } from '../../../flows/index.ts';
import type { Db } from '../db/database.ts';
import type { records } from '../db/schema.ts';
import { distributeDocument } from '../documents/distribution.ts';
import { numberDocument } from '../documents/numbering.ts';

type Row = typeof records.$inferSelect;
import type { FileStorage } from '../engine/file-storage.ts';

/** A move, given the storage of the database the action runs on (files it copies), asked for only when needed. */
type StepMove = (tx: Db, descriptor: ModuleDescriptor, record: Row, actorId: number | null, storage: () => FileStorage) => Promise<unknown>;

/**
 * What a capability writes when a step of the flow completes (approved), by capability: the capability names its
 * step (`step`, a flow node id), and the move runs in that step's transaction under the document's lock, after the
 * step is written, in the order below. A refusal undoes the step.
 */
const STEP_MOVES: readonly (readonly [keyof Capabilities, StepMove])[] = [
  ['numbering', numberDocument],
  ['distribution', distributeDocument],
];

const stepOf = (descriptor: ModuleDescriptor, capability: keyof Capabilities) => (descriptor.capabilities[capability] as { step?: string } | undefined)?.step;

/** The moves of the steps these events complete with an approval, in order. */
export function stepMovesOf(descriptor: ModuleDescriptor, events: readonly ProcessEvent[]): StepMove[] {
  const completed = new Set(events.flatMap((event) => (event.type === 'task.completed' && event.outcome === 'approved' ? [event.nodeId] : [])));
  if (completed.size === 0) return [];
  return STEP_MOVES.flatMap(([capability, move]) => {
    const step = stepOf(descriptor, capability);
    return step !== undefined && completed.has(step) ? [move] : [];
  });
}
