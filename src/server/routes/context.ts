import type { Db } from '../db/database.ts';

/** What every route plugin is given: the database and where files live. */
export type RouteContext = { db: Db; dataDir: string; secureCookies: boolean };
