import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CurrentUser } from '../../shared/schemas/auth.schema.ts';
import type { Db } from '../db/database.ts';
import { offices, users } from '../db/schema.ts';
import type { Access } from '../lib/access.ts';
import { AppError } from '../lib/app-error.ts';

const company = alias(offices, 'company');

/** Spec §3 Session user, with the roles (jobGrade), permission codes and data scope the client reflects. */
export async function currentUserOf(db: Db, access: Access, sessionId: string): Promise<CurrentUser> {
  const [row] = await db
    .select({ user: users, officeName: offices.name, officeFullName: offices.fullName, companyFullName: company.fullName })
    .from(users)
    .leftJoin(offices, eq(offices.id, users.officeId))
    .leftJoin(company, eq(company.id, users.companyId))
    .where(eq(users.id, access.user.id));
  if (!row) throw new AppError(403);
  const { user } = row;
  return {
    sid: sessionId,
    userId: user.id,
    name: user.name,
    loginName: user.loginName,
    photo: user.photo,
    jobGrade: access.roleCodes,
    no: user.no,
    branchId: user.companyId,
    officeId: user.officeId,
    officeName: row.officeName,
    officeFullName: row.officeFullName,
    companyFullName: row.companyFullName,
    bankNum: user.bankNum,
    remarks: user.remarks,
    sex: user.sex,
    mobile: user.mobile,
    email: user.email,
    isAdmin: access.isAdmin,
    dataScope: access.dataScope,
    permissions: [...access.permissions].sort(),
  };
}
