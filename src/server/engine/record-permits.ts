import { statusMessageId } from '../../../machines/index.ts';
import { preChecksOf, type ModuleDescriptor } from '../../modules/module.types.ts';
import type { Locale, MessageId } from '../../shared/i18n/locales.ts';
import { firstFailedCheck } from '../../shared/rules/conditions.ts';
import type { RecordRow } from '../../shared/schemas/engine.schema.ts';
import type { Access } from '../lib/access.ts';
import { AppError } from '../lib/app-error.ts';
import { translate } from '../lib/translate.ts';
import { toRow, type StoredRow } from './record-rows.ts';
import { saveRefusal } from './record-save.policy.ts';
import { assertRecordAccess } from './record-scope.policy.ts';

/** Spec §4: a button's pre-check that holds refuses the action with its message (1002). */
export function preCheck(descriptor: ModuleDescriptor, action: 'update' | 'del', row: StoredRow, flat: RecordRow = toRow(row)) {
  const messageId = firstFailedCheck(preChecksOf(descriptor, action), flat);
  if (messageId) throw new AppError(1002, messageId as MessageId);
}

const refusalOf = (check: () => void): AppError | null => {
  try {
    check();
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
};

/**
 * Why the user may not edit or delete a record, by the same checks the save and the delete run (access, pre-checks,
 * the lifecycle's plain save); absent where they may. Lists and forms show only the actions left.
 */
export function recordRefusals(access: Access, descriptor: ModuleDescriptor, row: StoredRow, flat: RecordRow = toRow(row)) {
  const update = refusalOf(() => {
    assertRecordAccess(access, descriptor, row, 'update');
    preCheck(descriptor, 'update', row, flat);
    const refusal = saveRefusal(access, descriptor, row);
    if (refusal) throw refusal;
  });
  const del = refusalOf(() => {
    assertRecordAccess(access, descriptor, row, 'del');
    preCheck(descriptor, 'del', row, flat);
  });
  return { ...(update ? { update } : {}), ...(del ? { del } : {}) };
}

/** The refusals in the reader's words; a status the lifecycle does not let anyone save in is named. */
export function refusalTexts(locale: Locale, descriptor: ModuleDescriptor, status: number, refusals: ReturnType<typeof recordRefusals>): RecordRow['refused'] {
  const text = (error: AppError) =>
    error.code === 1006 && descriptor.lifecycle
      ? translate(locale, 'engine.notEditableIn', { status: translate(locale, statusMessageId({ name: descriptor.lifecycle }, status)) })
      : translate(locale, error.messageId ?? `errors.${error.code}`, error.values);
  return Object.fromEntries(Object.entries(refusals).map(([action, error]) => [action, { code: error.code, msg: text(error) }]));
}
