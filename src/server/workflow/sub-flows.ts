import { and, desc, eq, isNull } from 'drizzle-orm';
import { applyEvent, hasEvent, LIFECYCLES, NOBODY, statusDef, type Asker, type Lifecycle, type Refusal } from '../../../machines/index.ts';
import { findModule, MODULES } from '../../modules/index.ts';
import type { EffectDef, ModuleDescriptor } from '../../modules/module.types.ts';
import { splitParts } from '../../modules/capabilities/sums.ts';
import { subFlowOf, type SubFlowEvent } from '../../shared/approval-actions.ts';
import { LOCALES, type Locale, type MessageId } from '../../shared/i18n/locales.ts';
import { fieldLabelId } from '../../modules/module.types.ts';
import { optionLabel } from '../engine/field-labels.ts';
import { translate } from '../lib/translate.ts';
import type { Db } from '../db/database.ts';
import { recordHistory, records } from '../db/schema.ts';
import type { Access } from '../lib/access.ts';
import { AppError, badInput } from '../lib/app-error.ts';
import { moveHolds } from '../engine/record-holds.ts';
import { checkHeldAgainst } from '../engine/record-rules.ts';
import { writeMove } from '../engine/record-move.ts';
import { settlesAgainst } from '../stock/stock-moves.ts';
import { sumMoney } from '../../shared/rules/totals.ts';
import { conditionHolds } from '../../shared/rules/conditions.ts';
import { money } from '../../shared/money-format.ts';

/**
 * What the module descriptor adds to the approval engine: the sub-flows a signed document offers (change, void,
 * split, seal, archive: descriptor `subFlows`, `split`) and the effects of signing (descriptor `effects`). The workflow service
 * calls these inside its transaction, so every write here commits or rolls back with the approval.
 */

type RecordRow = typeof records.$inferSelect;

const refusal = (r: Refusal) => new AppError(r.code, r.messageId as MessageId, r.values ?? {});
const cents = (value: unknown) => Math.round(Number(value ?? 0) * 100);

/** A sub-flow event of a sub-flow the module does not offer does not exist for it (1006, like any wrong step). */
export function assertOffered(descriptor: ModuleDescriptor, event: string) {
  const subFlow = subFlowOf(event);
  if (subFlow && !descriptor.capabilities.subFlows?.includes(subFlow)) throw new AppError(1006, 'workflow.refusal.wrongStep' as MessageId);
}

/** The "why not?" answer leaves out the sub-flows the module does not offer. */
/** Events some module records (descriptor `recordings`): offered only where the module declares them. */
const RECORDED = new Set(MODULES.flatMap((module) => (module.capabilities.recordings ?? []).map((recording) => recording.event)));

export const isOffered = (descriptor: ModuleDescriptor, event: string) => {
  if (RECORDED.has(event)) return Boolean(descriptor.capabilities.recordings?.some((recording) => recording.event === event));
  const subFlow = subFlowOf(event);
  return !subFlow || Boolean(descriptor.capabilities.subFlows?.includes(subFlow));
};

/** Whether the event leads straight into an approval (void has no draft: `void.start` opens voiding at once). */
export function startsApproval(lifecycle: Lifecycle, status: number, event: string): boolean {
  const moved = applyEvent(lifecycle, status, { asker: { ...NOBODY, isAdmin: true } }, { type: event });
  return moved.ok && hasEvent(lifecycle, moved.to, 'approval.approve');
}

/**
 * A sub-flow's start into its draft (change, split) or its cancel back to signed: the machine decides, then the
 * status and a history row are written. Cancelling restores the fields the document had when the sub-flow started
 * (the snapshot of that start's history row): an abandoned change or split leaves the signed document as it was.
 */
export async function moveSubFlow(tx: Db, access: Access, descriptor: ModuleDescriptor, record: RecordRow, asker: Asker, type: SubFlowEvent, reason?: string) {
  const lifecycle = LIFECYCLES[descriptor.lifecycle!];
  const moved = applyEvent(lifecycle, record.status, { doc: record.data, asker }, { type });
  if (!moved.ok) throw refusal(moved.refusal);
  let data = record.data;
  if (type.endsWith('.cancel')) {
    const [started] = await tx
      .select({ snapshot: recordHistory.snapshot })
      .from(recordHistory)
      .where(and(eq(recordHistory.recordId, record.id), eq(recordHistory.event, type.replace('.cancel', '.start'))))
      .orderBy(desc(recordHistory.id))
      .limit(1);
    if (started) {
      const { status: _status, serialNo: _serialNo, ...fields } = started.snapshot as Record<string, unknown>;
      data = fields;
      // What others count against the document (a contract's receipts) still fits what it goes back to.
      await checkHeldAgainst(tx, descriptor, data, record.id);
    }
  }
  await writeMove(tx, { record, to: moved.to, data, event: type, actorId: access.user.id, opinion: reason || null });
  return { status: moved.to, instanceId: null, processStatus: null };
}

/** A split is submitted only with parts that add up to the amount split (its must-equal sum, `sums`); 1001 otherwise. */
export function checkSplitBefore(descriptor: ModuleDescriptor, lifecycle: Lifecycle, toStatus: number, data: Record<string, unknown>) {
  const split = splitParts(descriptor);
  if (!split || statusDef(lifecycle, toStatus)?.key !== 'splitting') return;
  const { subTable, column, equals } = split;
  const rows = Array.isArray(data[subTable]) ? (data[subTable] as Record<string, unknown>[]) : [];
  if (rows.length === 0) throw badInput(subTable, 'rules.required');
  // Exact decimals (hundredths), never binary floats: the parts add up to the amount to the cent.
  const [total, parts] = [sumMoney([data[equals] ?? '0']), sumMoney(rows.map((row) => row[column] ?? '0'))];
  if (total === null || parts !== total)
    throw badInput(subTable, 'engine.splitUnbalanced', { total: total === null ? String(data[equals] ?? '') : money(total) });
}

/** The main approval has just completed: in approval → signed. */
export const isSigning = (lifecycle: Lifecycle, from: number, to: number) =>
  statusDef(lifecycle, from)?.key === 'inApproval' && statusDef(lifecycle, to)?.key === 'signed';

/**
 * Effects run by the system once the document is signed: the signing approval is their authority, so the asker
 * has admin rights; the target's machine still decides, and its refusal (a repayment above what the loan still
 * owes: 1001) undoes the whole approval. Each target row is locked, changed and given its own history row.
 */
const SYSTEM: Asker = { ...NOBODY, isAdmin: true };

/**
 * An effect with `field`: the event moves the target's option field by the named machine (its values the machine's
 * status codes), its status untouched; the history names the document whose signing moved it.
 */
async function moveField(
  tx: Db,
  effect: EffectDef,
  field: NonNullable<EffectDef['field']>,
  target: RecordRow,
  status: number,
  record: RecordRow,
  actorId: number | null,
) {
  const from = Number(target.data[field.key]);
  const moved = applyEvent(LIFECYCLES[field.lifecycle], from, { doc: target.data, asker: SYSTEM }, { type: effect.event });
  if (!moved.ok) throw refusal(moved.refusal);
  const data = { ...target.data, [field.key]: String(moved.to) };
  await writeMove(tx, { record: target, from: status, to: status, data, event: effect.event, actorId, instanceId: null, opinion: record.serialNo });
}

/** The record an effect's `via` picks (a module with a lifecycle or a field machine), or null when left empty. */
function effectTarget(descriptor: ModuleDescriptor, effect: EffectDef, data: Record<string, unknown>): { module: ModuleDescriptor; id: number } | null {
  const pick = descriptor.fields.find((field) => field.key === effect.via);
  const module = pick?.type === 'recordPick' && typeof pick.target === 'object' ? findModule(pick.target.module) : undefined;
  const picked = data[effect.via!];
  // An optional pick left empty names nothing to move (a return of goods that were not borrowed).
  if (picked === undefined || picked === null || picked === '') return null;
  if (!module || !(module.lifecycle || effect.field) || typeof picked !== 'number') throw badInput(effect.via!, 'engine.invalidPick');
  return { module, id: picked };
}

/**
 * At submission, what a field effect's signing would refuse is refused now, on the pick, naming the value the machine
 * refuses (a regularisation of an employee who is not on probation): nobody approves a document that cannot be signed.
 * The signing checks again under the target's lock.
 */
export async function checkFieldEffectsBefore(tx: Db, descriptor: ModuleDescriptor, record: RecordRow) {
  for (const effect of descriptor.capabilities.effects ?? []) {
    if (effect.on !== 'signed' || !effect.field || !effect.via) continue;
    if (effect.onlyIf && !conditionHolds(effect.onlyIf, record.data)) continue;
    const picked = effectTarget(descriptor, effect, record.data);
    if (!picked) continue;
    const [target] = await tx
      .select({ data: records.data })
      .from(records)
      .where(and(eq(records.id, picked.id), eq(records.module, picked.module.key), isNull(records.deletedAt)));
    if (!target) throw badInput(effect.via, 'engine.invalidPick');
    const value = String(target.data[effect.field.key] ?? '');
    if (applyEvent(LIFECYCLES[effect.field.lifecycle], Number(value), { doc: target.data, asker: SYSTEM }, { type: effect.event }).ok) continue;
    const field = picked.module.fields.find((candidate) => candidate.key === effect.field!.key)!;
    const valuesIn = (locale: Locale) => ({
      field: translate(locale, fieldLabelId(picked.module, field.key)),
      value: optionLabel(locale, picked.module, field, value),
    });
    const error = badInput(effect.via, 'engine.pickedValueRefused', valuesIn('zh'));
    error.valuesIn = Object.fromEntries(LOCALES.map((locale) => [locale, valuesIn(locale)]));
    throw error;
  }
}

export async function runSigningEffects(
  tx: Db,
  descriptor: ModuleDescriptor,
  record: RecordRow,
  signedStatus: number,
  actorId: number | null,
  instanceId: number,
) {
  for (const effect of descriptor.capabilities.effects ?? []) {
    if (effect.on !== 'signed') continue;
    if (effect.when === 'settled' && !(await settlesAgainst(tx, descriptor, record))) continue;
    if (effect.onlyIf && !conditionHolds(effect.onlyIf, record.data)) continue;
    let targetDescriptor = descriptor;
    let targetId = record.id;
    if (effect.via) {
      const picked = effectTarget(descriptor, effect, record.data);
      if (!picked) continue;
      targetDescriptor = picked.module;
      targetId = picked.id;
    }
    const [target] = await tx
      .select()
      .from(records)
      .where(and(eq(records.id, targetId), eq(records.module, targetDescriptor.key), isNull(records.deletedAt)))
      .for('update');
    if (!target) throw badInput(effect.via ?? 'id', 'engine.invalidPick');
    // The document itself was just signed in this transaction.
    const from = target.id === record.id ? signedStatus : target.status;
    const amount = effect.amount === undefined ? undefined : Number(record.data[effect.amount] ?? 0);
    if (effect.field) {
      await moveField(tx, effect, effect.field, target, from, record, actorId);
      continue;
    }
    const lifecycle = LIFECYCLES[targetDescriptor.lifecycle!];
    const moved = applyEvent(lifecycle, from, { doc: target.data, asker: SYSTEM }, { type: effect.event, ...(amount === undefined ? {} : { amount }) });
    if (!moved.ok) throw refusal(moved.refusal);
    const data =
      effect.addTo && amount !== undefined ? { ...target.data, [effect.addTo]: (cents(target.data[effect.addTo]) + cents(amount)) / 100 } : target.data;
    await moveHolds(tx, targetDescriptor, { id: target.id, data }, from, moved.to);
    await writeMove(tx, {
      record: target,
      from,
      to: moved.to,
      data,
      event: effect.event,
      actorId,
      instanceId: target.id === record.id ? instanceId : null,
      // On another record the history names the document whose signing moved it.
      opinion: target.id === record.id ? null : record.serialNo,
    });
  }
}
