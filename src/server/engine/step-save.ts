import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ModuleDescriptor } from '../../modules/module.types.ts';
import type { RecordRow } from '../../shared/schemas/engine.schema.ts';
import type { Db } from '../db/database.ts';
import { recordHistory, records } from '../db/schema.ts';
import type { Access } from '../lib/access.ts';
import { AppError } from '../lib/app-error.ts';
import { linkFiles } from './record-files.ts';
import { firstError, prepareData } from './record-input.ts';
import { checkReferences } from './record-references.ts';
import { loadStored, toRow, type StoredRow } from './record-rows.ts';
import { checkHeldAgainst, checkLimits } from './record-rules.ts';
import { editableAt, openStepsOf, stepRightsOf, withStepRights } from './step-rights.policy.ts';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * An approver's save between steps. While the document is in approval its plain save is refused, but whoever holds
 * (or acts for) an open task at a step whose field rights make fields editable saves exactly those: the rest of
 * the body is ignored, as the form override's locked fields are, and the values are checked by the descriptor's
 * rules (1001 naming the field; presence is asked for when the step is approved). A save that changes something
 * writes a history row `record.save` (who, for whom, at which step, the fields changed) that the replay shows; a
 * stale version is refused with 409. Answers null when the caller holds no such task (the plain save then decides).
 */
export async function saveAtStep(
  db: Db,
  access: Access,
  descriptor: ModuleDescriptor,
  current: StoredRow,
  input: Record<string, unknown>,
  version: number,
): Promise<RecordRow | null> {
  const steps = await openStepsOf(db, access.user.id, descriptor, current.id);
  const rights = stepRightsOf(descriptor, steps);
  const editable = editableAt(rights);
  if (editable.length === 0) return null;
  const given = Object.fromEntries(editable.filter((key) => Object.hasOwn(input, key)).map((key) => [key, input[key]]));
  const { data, errors } = prepareData(descriptor, { ...current.data, ...given }, { required: false });
  if (errors.length) throw firstError(errors);
  const changed = editable.filter((key) => !same(data[key], current.data[key]));
  if (changed.length === 0) {
    if (version !== current.version) throw new AppError(409);
    return withStepRights(toRow(current), rights);
  }
  const step = steps.find((open) => editableAt(stepRightsOf(descriptor, [open])).length > 0) ?? steps[0];
  return db.transaction(async (tx) => {
    await checkReferences(tx, access, descriptor, [data], current.id, { members: false, kept: current.data });
    await checkLimits(tx, access, descriptor, [data], current.id);
    await checkHeldAgainst(tx, descriptor, data, current.id);
    const updated = await tx
      .update(records)
      .set({ data, version: sql`${records.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(records.id, current.id), eq(records.version, version), isNull(records.deletedAt)))
      .returning({ id: records.id });
    if (updated.length === 0) throw new AppError(409);
    await tx.insert(recordHistory).values({
      recordId: current.id,
      module: descriptor.key,
      instanceId: step.instanceId,
      event: 'record.save',
      fromStatus: current.status,
      toStatus: current.status,
      actorId: access.user.id,
      onBehalfOf: step.assigneeId === access.user.id ? null : step.assigneeId,
      nodeId: step.nodeId,
      nodeName: step.nodeName,
      nodeNames: step.nodeNames,
      changedFields: changed,
      snapshot: { ...data, status: current.status, serialNo: current.serialNo },
    });
    await linkFiles(tx, descriptor, data, current.id, new Date(current.updatedAt));
    return withStepRights(toRow(await loadStored(tx, descriptor, current.id)), rights);
  });
}
