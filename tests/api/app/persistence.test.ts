import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/db/database.ts';
import { users } from '../../../src/server/db/schema.ts';
import { seed } from '../../../src/server/seed/seed.ts';

describe('embedded database in DATA_DIR', () => {
  it('keeps its data across restarts and seeds the demo data only once', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'oa-persist-'));
    const first = await openDatabase({ dataDir });
    await seed(first.db);
    await first.db.update(users).set({ name: '改过的名字' }).where(eq(users.loginName, 'staff01'));
    const [{ n: usersBefore }] = await first.db.select({ n: count() }).from(users);
    await first.close();

    const second = await openDatabase({ dataDir });
    await seed(second.db);
    const [{ n: usersAfter }] = await second.db.select({ n: count() }).from(users);
    const [staff] = await second.db.select().from(users).where(eq(users.loginName, 'staff01'));
    await second.close();
    expect(usersAfter).toBe(usersBefore);
    expect(staff.name).toBe('改过的名字');
  });
});
