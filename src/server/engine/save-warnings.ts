import type { ModuleDescriptor } from '../../modules/module.types.ts';
import type { MessageValues } from '../../shared/money-format.ts';
import type { RecordRow } from '../../shared/schemas/engine.schema.ts';
import type { Db } from '../db/database.ts';

/** A limit a domain engine checks at submission, found already when the draft is saved: the record is saved all the same. */
export type SaveWarning = { messageId: string; values: MessageValues };

/**
 * What the domain engines (src/server/stock) add to a save's warnings: the limits they enforce at submission (an
 * acceptance receiving more than its contract still has to deliver), said when the draft is saved rather than later.
 */
export type SaveWarningRule = (db: Db, descriptor: ModuleDescriptor, row: RecordRow) => Promise<readonly SaveWarning[]>;
const rules: SaveWarningRule[] = [];
export const addSaveWarning = (rule: SaveWarningRule) => void rules.push(rule);

export async function domainWarnings(db: Db, descriptor: ModuleDescriptor, row: RecordRow): Promise<SaveWarning[]> {
  return (await Promise.all(rules.map((rule) => rule(db, descriptor, row)))).flat();
}
