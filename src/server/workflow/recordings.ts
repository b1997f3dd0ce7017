import { and, eq } from 'drizzle-orm';
import { applyEvent, hasEvent, LIFECYCLES } from '../../../machines/index.ts';
import type { ModuleDescriptor } from '../../modules/module.types.ts';
import type { MessageId } from '../../shared/i18n/locales.ts';
import { isEmpty } from '../../shared/rules/rules.ts';
import { validateRecord } from '../../shared/rules/validate-record.ts';
import type { Db } from '../db/database.ts';
import { notifications, records } from '../db/schema.ts';
import { titleId } from '../../modules/module.types.ts';
import { linkOf } from './approval-notifications.ts';
import type { Access } from '../lib/access.ts';
import { AppError, badInput } from '../lib/app-error.ts';
import { assertDocumentReadable } from '../engine/document-access.policy.ts';
import { moveHolds } from '../engine/record-holds.ts';
import { firstError, normalize } from '../engine/record-input.ts';
import { checkRecord } from '../engine/module-rules.ts';
import { withDictionaries } from '../engine/dictionaries.ts';
import { linkFiles } from '../engine/record-files.ts';
import { checkReferences } from '../engine/record-references.ts';
import { writeMove } from '../engine/record-move.ts';
import { askerOf } from './workflow.service.ts';

/**
 * Descriptor `recordings` (module.types.ts): an event someone records on a document after its approval, with the
 * fields it fills (a borrowing's return: returned date, condition). One transaction under the document's row lock:
 * the lifecycle machine decides (who, and in which status: a returned borrowing is not returned again), the fields
 * (but the optional ones) are required and checked by their rules (1001 naming the field), then the status, the fields, a history row and
 * what the move frees (`exclusive`: the item back in the archive) are written together. Nothing is saved on a refusal.
 */
export async function recordEvent(
  db: Db,
  access: Access,
  descriptor: ModuleDescriptor,
  recordId: number,
  event: string,
  input: Record<string, unknown>,
  statusName: (code: number) => string,
) {
  return db.transaction(async (tx) => {
    const [record] = await tx
      .select()
      .from(records)
      .where(and(eq(records.id, recordId), eq(records.module, descriptor.key)))
      .for('update');
    if (!record) throw new AppError(404);
    // Whoever may not read the document learns nothing of it, not even which events it records.
    await assertDocumentReadable(tx, access, descriptor, record);
    const recording = descriptor.capabilities.recordings?.find((candidate) => candidate.event === event);
    if (!recording || !descriptor.lifecycle) throw new AppError(1006, 'workflow.refusal.wrongStep' as MessageId);
    const lifecycle = LIFECYCLES[descriptor.lifecycle];
    // Recorded on an approved document, or on one without a flow: nobody holds a task of it but its handlers.
    const asker = askerOf(access, descriptor, record, { open: [], principals: [] });
    // What the event carries to its guard (a bug's resolution): the field's value as a number, checked by the machine.
    const payload = Object.fromEntries(
      Object.entries(recording.payload ?? {}).flatMap(([key, field]) => (isEmpty(input[field!]) ? [] : [[key, Number(input[field!])]])),
    );
    const moved = applyEvent(lifecycle, record.status, { doc: record.data, asker }, { type: event, ...payload });
    if (!moved.ok) {
      const when = lifecycle.statuses.filter((status) => hasEvent(lifecycle, status.code, event)).map((status) => statusName(status.code));
      if (moved.refusal.code === 1006 && !hasEvent(lifecycle, record.status, event))
        throw new AppError(1006, 'workflow.refusal.notYet' as MessageId, { status: statusName(record.status), when: when.join(' / ') });
      throw new AppError(moved.refusal.code, moved.refusal.messageId as MessageId, moved.refusal.values ?? {});
    }
    const fields = descriptor.fields.filter((field) => recording.fields.includes(field.key));
    const given = Object.fromEntries(
      fields
        .map((field) => [field.key, typeof input[field.key] === 'string' ? (input[field.key] as string).trim() : input[field.key]])
        .filter(([, value]) => !isEmpty(value)),
    );
    const errors = validateRecord({ fields }, { ...record.data, ...given }, { required: true });
    if (errors.length) throw firstError(errors);
    const missing = fields.find((field) => !(field.key in given) && !recording.optional?.includes(field.key));
    if (missing) throw badInput(missing.key, 'rules.required');
    // Picks and files as a save checks them: a file recorded is this field's upload by whoever records it.
    const recorded = normalize({ fields }, given);
    await checkReferences(tx, access, { ...descriptor, fields }, [recorded], record.id, { members: false });
    const data: Record<string, unknown> = { ...record.data, ...recorded };
    // A draft staged incomplete is complete when it is submitted (1001 naming the first field missing).
    if (recording.complete) {
      const complete = checkRecord(await withDictionaries(tx, descriptor), data, { required: true });
      if (complete.length) throw firstError(complete);
    }
    for (const key of recording.clears ?? []) delete data[key];
    // Kept by the server: one more at each recording, whatever the input says.
    if (recording.counts) data[recording.counts] = String(Number(record.data[recording.counts] ?? 0) + 1);
    await writeMove(tx, { record, to: moved.to, data, event, actorId: access.user.id });
    if (recording.notify === 'creator' && record.creatorId !== access.user.id)
      await tx.insert(notifications).values({
        userId: record.creatorId,
        type: 4,
        content: JSON.stringify({
          id: 'workflow.notify.recorded',
          values: { module: titleId(descriptor), serialNo: record.serialNo, action: `workflow.action.${event}` },
        }),
        link: linkOf(descriptor, record),
      });
    await linkFiles(tx, { ...descriptor, fields }, recorded, record.id, new Date(record.updatedAt));
    await moveHolds(tx, descriptor, { id: record.id, data }, record.status, moved.to);
    return { status: moved.to };
  });
}
