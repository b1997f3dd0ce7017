import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { offices } from '../db/schema.ts';

export type OfficeRow = typeof offices.$inferSelect;

/** Office types that are companies (spec §3: 1 company, 2 subsidiary, 3 branch, 4 head office); 5 is a department. */
export const COMPANY_TYPES = [1, 2, 3, 4] as const;

export const isCompany = (row: OfficeRow) => (COMPANY_TYPES as readonly number[]).includes(row.officeType);

/** The nearest company at or above an office (its branch, subsidiary, head office or the group). */
export async function companyOf(db: Db, officeId: number): Promise<OfficeRow | undefined> {
  const [office] = await db.select().from(offices).where(eq(offices.id, officeId));
  if (!office) return undefined;
  const ancestorIds = office.path.split('/').filter(Boolean).map(Number);
  const ancestors = await db.select().from(offices).where(inArray(offices.id, ancestorIds));
  return ancestorIds
    .map((id) => ancestors.find((row) => row.id === id)!)
    .filter((row) => isCompany(row))
    .pop();
}
