import { eq } from 'drizzle-orm';
import type { CurrentUser } from '../../shared/schemas/auth.schema.ts';
import type { Db } from '../db/database.ts';
import { offices, users } from '../db/schema.ts';
import { loadAccess } from '../lib/access.ts';
import { AppError } from '../lib/app-error.ts';

/** Spec §3 Session user, with the roles (jobGrade), permission codes and data scope the client reflects. */
export async function currentUserOf(db: Db, userId: number, sessionId: string): Promise<CurrentUser> {
  const access = await loadAccess(db, userId);
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!access || !row) throw new AppError(403);
  const [office] = row.officeId ? await db.select().from(offices).where(eq(offices.id, row.officeId)) : [];
  const [company] = row.companyId ? await db.select().from(offices).where(eq(offices.id, row.companyId)) : [];
  return {
    sid: sessionId,
    userId: row.id,
    name: row.name,
    loginName: row.loginName,
    photo: row.photo,
    jobGrade: access.roleCodes,
    no: row.no,
    branchId: row.companyId,
    officeId: row.officeId,
    officeName: office?.name ?? null,
    officeFullName: office?.fullName ?? null,
    companyFullName: company?.fullName ?? null,
    bankNum: row.bankNum,
    remarks: row.remarks,
    sex: row.sex,
    mobile: row.mobile,
    email: row.email,
    isAdmin: access.isAdmin,
    dataScope: access.dataScope,
    permissions: [...access.permissions].sort(),
  };
}
