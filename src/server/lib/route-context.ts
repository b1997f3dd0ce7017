import type { Db } from '../db/database.ts';
import type { EventHub } from './events.ts';

/** What every route plugin is given: the database, where files live, and the events pushed to clients. */
export type RouteContext = { db: Db; dataDir: string; secureCookies: boolean; events: EventHub };
