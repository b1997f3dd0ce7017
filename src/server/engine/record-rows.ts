import { and, eq, isNull } from 'drizzle-orm';
import type { ModuleDescriptor } from '../../modules/module.types.ts';
import type { RecordRow } from '../../shared/schemas/engine.schema.ts';
import type { Db } from '../db/database.ts';
import { offices, records, users } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';

/** A record as stored, with its creator's and office's names, and as the API shows it. */

export const rowColumns = {
  id: records.id,
  serialNo: records.serialNo,
  status: records.status,
  version: records.version,
  creatorId: records.creatorId,
  creatorName: users.name,
  officeId: records.officeId,
  officeName: offices.name,
  createdAt: records.createdAt,
  updatedAt: records.updatedAt,
  data: records.data,
  projectLeaderId: records.projectLeaderId,
  officePath: records.officePath,
  companyId: records.companyId,
  deletedAt: records.deletedAt,
};
export type StoredRow = {
  id: number;
  serialNo: string;
  status: number;
  version: number;
  creatorId: number;
  creatorName: string | null;
  officeId: number | null;
  officeName: string | null;
  createdAt: Date;
  updatedAt: Date;
  data: Record<string, unknown>;
  projectLeaderId: number | null;
  officePath: string;
  companyId: number | null;
  deletedAt: Date | null;
};

/** A record as the API shows it: its fields, then the engine's columns (which field keys never reuse). */
export function toRow(row: StoredRow): RecordRow {
  return {
    ...row.data,
    id: row.id,
    serialNo: row.serialNo,
    status: row.status,
    version: row.version,
    creatorId: row.creatorId,
    creatorName: row.creatorName,
    officeId: row.officeId,
    officeName: row.officeName,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

export const selectRows = (db: Db) =>
  db.select(rowColumns).from(records).leftJoin(users, eq(users.id, records.creatorId)).leftJoin(offices, eq(offices.id, records.officeId));

/** A record of the module that is not deleted; 404 otherwise. */
export async function loadStored(db: Db, descriptor: ModuleDescriptor, id: number): Promise<StoredRow> {
  const [row] = await selectRows(db)
    .where(and(eq(records.id, id), eq(records.module, descriptor.key), isNull(records.deletedAt)))
    .limit(1);
  if (!row) throw new AppError(404);
  return row;
}
