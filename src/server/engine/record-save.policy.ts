import { applyEvent, LIFECYCLES, NOBODY } from '../../../machines/index.ts';
import type { ModuleDescriptor } from '../../modules/module.types.ts';
import { hasProjectLeader } from '../../modules/capabilities/access.ts';
import type { MessageId } from '../../shared/i18n/locales.ts';
import type { Access } from '../lib/access.ts';
import { AppError } from '../lib/app-error.ts';
import type { StoredRow } from './record-rows.ts';

/**
 * A document with a lifecycle is edited only where its machine accepts the plain save (`record.save`): a draft,
 * a rejected or withdrawn one — never while in approval or once signed (STYLE.md rule 3). Answers the refusal, or
 * null where the save is legal.
 */
export function saveRefusal(access: Access, descriptor: ModuleDescriptor, row: StoredRow): AppError | null {
  if (!descriptor.lifecycle) return null;
  const asker = {
    ...NOBODY,
    isCreator: row.creatorId === access.user.id,
    isProjectLeader: hasProjectLeader(descriptor) && row.projectLeaderId === access.user.id,
    isAdmin: access.isAdmin,
    permissions: [...access.permissions],
  };
  const result = applyEvent(LIFECYCLES[descriptor.lifecycle], row.status, { doc: row.data, asker }, { type: 'record.save' });
  return result.ok ? null : new AppError(result.refusal.code, result.refusal.messageId as MessageId, result.refusal.values ?? {});
}

export function assertSavable(access: Access, descriptor: ModuleDescriptor, row: StoredRow) {
  const refusal = saveRefusal(access, descriptor, row);
  if (refusal) throw refusal;
}
