import { and, eq, inArray, sql } from 'drizzle-orm';
import { MODULES } from '../../modules/index.ts';
import type { ModuleDescriptor } from '../../modules/module.types.ts';
import type { Db } from '../db/database.ts';
import { offices, records, roles, userRoles, users } from '../db/schema.ts';
import { loadAccess } from '../lib/access.ts';
import { AppError, badInput } from '../lib/app-error.ts';
import { companyOf } from '../lib/offices.ts';
import { hashPassword } from '../lib/passwords.ts';
import { insertPrepared } from '../engine/record.service.ts';

type Row = typeof records.$inferSelect;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** The register the hire files its record in: the one module declaring `employment` (the employee archive). */
const registerOf = () => MODULES.find((descriptor) => descriptor.capabilities.employment)!;

async function refuseTakenLogin(tx: Db, descriptor: ModuleDescriptor, data: Record<string, unknown>) {
  const { login } = descriptor.capabilities.hire!;
  const loginName = text(data[login]);
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.loginName})`, loginName.toLowerCase()));
  if (taken) throw badInput(login, 'errors.loginNameTaken');
}

/** At submission: the login name is free and the department is one that exists and is in use. */
export async function checkHireBefore(tx: Db, descriptor: ModuleDescriptor, record: Row) {
  const data = record.data as Record<string, unknown>;
  await refuseTakenLogin(tx, descriptor, data);
  const { office } = descriptor.capabilities.hire!;
  const [found] = await tx
    .select({ id: offices.id })
    .from(offices)
    .where(and(eq(offices.id, Number(data[office])), eq(offices.enabled, true)));
  if (!found) throw badInput(office, 'errors.404');
}

/**
 * The signing (capability `hire`): the account and the register's record, in the approval's transaction, so both are
 * made or neither. The account signs in with the last six characters of the ID card and must change it at once
 * (`remarks` unset sends it to /changepwd). The register's record is filed as by the document's applicant.
 */
export async function postHire(tx: Db, descriptor: ModuleDescriptor, record: Row) {
  const hire = descriptor.capabilities.hire!;
  const data = record.data as Record<string, unknown>;
  await refuseTakenLogin(tx, descriptor, data);
  const officeId = Number(data[hire.office]);
  const company = await companyOf(tx, officeId);
  const sex = text(data[hire.sex ?? '']);
  const [account] = await tx
    .insert(users)
    .values({
      loginName: text(data[hire.login]),
      name: text(data[hire.name]),
      officeId,
      companyId: company?.id ?? null,
      sex: sex === '' ? null : Number(sex),
      mobile: text(data[hire.mobile ?? '']) || null,
      passwordHash: await hashPassword(text(data[hire.password]).slice(-6)),
      remarks: false,
    })
    .returning({ id: users.id });
  const starting = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(inArray(roles.code, [...hire.roles]));
  if (starting.length) await tx.insert(userRoles).values(starting.map((role) => ({ userId: account.id, roleId: role.id })));

  const register = registerOf();
  const applicant = await loadAccess(tx, record.creatorId);
  if (!applicant) throw new AppError(2002);
  const filed = Object.fromEntries(
    Object.entries(hire.fields).flatMap(([to, from]) => (data[from] === undefined || data[from] === '' ? [] : [[to, data[from]]])),
  );
  await insertPrepared(tx, applicant, register, [{ ...filed, [register.capabilities.employment!.person]: account.id }]);
}
