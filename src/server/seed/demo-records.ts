import { and, eq, inArray, sql } from 'drizzle-orm';
import { MODULES } from '../../modules/index.ts';
import { demoRecordsOf } from '../../modules/module-files.ts';
import { DEMO_USERS, type DemoId } from '../../modules/module-demo.ts';
import type { Db } from '../db/database.ts';
import { offices, records, users } from '../db/schema.ts';
import { createRecord } from '../engine/record.service.ts';
import { loadAccess, type Access } from '../lib/access.ts';
import { recordEvent } from '../workflow/recordings.ts';
import { act } from '../workflow/workflow.service.ts';

const isDemoId = (value: unknown): value is DemoId => typeof value === 'object' && value !== null && 'demoId' in value;

/**
 * Seeds every module's demo records once, in registry order, through the same services the routes use, so they
 * get serial numbers and their approval steps go through the module's flow.
 */
export async function seedDemoRecords(db: Db) {
  const userRows = await db
    .select({ id: users.id, loginName: users.loginName })
    .from(users)
    .where(inArray(users.loginName, [...DEMO_USERS]));
  const officeRows = await db.select({ id: offices.id, code: offices.code }).from(offices);
  const ids: Record<Exclude<DemoId['demoId'], 'made'>, Record<string, number>> = {
    user: Object.fromEntries(userRows.map((row) => [row.loginName, row.id])),
    office: Object.fromEntries(officeRows.map((row) => [row.code, row.id])),
    record: {},
  };
  const idOf = async (value: DemoId): Promise<number | undefined> => {
    if (value.demoId !== 'made') return ids[value.demoId][value.name];
    const made = await db
      .select({ id: records.id })
      .from(records)
      .where(and(eq(records.module, value.module), sql`${records.data} ->> ${value.field} = ${String(ids.record[value.ref])}`))
      .orderBy(records.id)
      .offset(value.index)
      .limit(1);
    return made[0]?.id;
  };
  const resolve = async (value: unknown): Promise<unknown> => {
    if (isDemoId(value)) {
      const id = await idOf(value);
      if (id === undefined) throw new Error(`demo ${JSON.stringify(value)} is not seeded`);
      return id;
    }
    if (Array.isArray(value)) return Promise.all(value.map(resolve));
    if (typeof value === 'object' && value !== null)
      return Object.fromEntries(await Promise.all(Object.entries(value).map(async ([key, item]) => [key, await resolve(item)])));
    return value;
  };
  const accessByLogin = new Map<string, Access | null>();
  for (const row of userRows) accessByLogin.set(row.loginName, await loadAccess(db, row.id));
  for (const descriptor of MODULES) {
    for (const demo of await demoRecordsOf(descriptor)) {
      const access = accessByLogin.get(demo.by);
      if (!access) continue;
      const record = await createRecord(db, access, descriptor, (await resolve(demo.data)) as Record<string, unknown>).catch((error: unknown) => {
        throw new Error(`demo ${descriptor.key} ${demo.ref ?? ''} by ${demo.by} is refused`, { cause: error });
      });
      if (demo.ref) ids.record[demo.ref] = record.id;
      for (const [login, action, opinion] of demo.steps ?? [])
        await act(db, accessByLogin.get(login)!, descriptor, record.id, action, opinion ? { opinion } : {});
      // One event recorded, or several in turn (a bug submitted, resolved, closed).
      for (const recorded of demo.recorded === undefined ? [] : Array.isArray(demo.recorded) ? demo.recorded : [demo.recorded])
        await recordEvent(
          db,
          accessByLogin.get(recorded.by)!,
          descriptor,
          record.id,
          recorded.event,
          (await resolve(recorded.data)) as Record<string, unknown>,
          String,
        ).catch((error: unknown) => {
          throw new Error(`demo ${descriptor.key} ${demo.ref ?? ''}: ${recorded.event} by ${recorded.by} is refused`, { cause: error });
        });
    }
  }
}
