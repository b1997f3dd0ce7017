/** The database channel on which changes to users, roles, menus, offices and sessions are announced (migration 0007). */
export const ACCESS_CHANNEL = 'oa_access';
/** However quiet the channel, a session's access is read again after this long. */
const MAX_AGE_MS = 30_000;
const MAX_ENTRIES = 10_000;

export type CachedSession<T> = {
  value: T;
  rememberMe: boolean;
  /** This instance's clock (ms): when the entry was read, when the session's expiry last slid, when it expires. */
  loadedAt: number;
  touchedAt: number;
  expiresAt: number;
};

/**
 * Sessions this instance has read lately, with their access, so that a request does not read them again. Entries are
 * kept only while the instance hears the database's announcements on ACCESS_CHANNEL: a change to users, roles, menus,
 * offices or sessions made through any instance drops them all when it commits, and one made through this instance
 * drops them before its answer leaves (see sessionPlugin). A read under way when they are dropped is not kept, so
 * what it read before the change cannot outlive the change.
 */
export class SessionCache<T> {
  private readonly entries = new Map<string, CachedSession<T>>();
  private generation = 0;
  private hearing = false;
  private readonly heard: string[] = [];

  get(key: string, now = Date.now()): CachedSession<T> | undefined {
    const entry = this.entries.get(key);
    if (entry && (now >= entry.expiresAt || now - entry.loadedAt > MAX_AGE_MS)) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Call before reading a session: the answer keeps what was read, unless the cache was dropped in between. */
  reading(): (key: string, entry: CachedSession<T>) => void {
    const generation = this.generation;
    return (key, entry) => {
      if (!this.hearing || generation !== this.generation) return;
      // The oldest entry goes first (a Map iterates in insertion order).
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, entry);
    };
  }

  drop() {
    this.generation++;
    this.entries.clear();
  }

  /** An announcement drops everything kept; its payload is remembered a while, for `hasHeard`. */
  hear(payload: string) {
    this.drop();
    this.heard.push(payload);
    if (this.heard.length > 100) this.heard.shift();
  }

  /**
   * Whether this instance has heard an announcement. Announcements arrive in commit order, so whoever sent one
   * (a test, a tool) knows, once it is heard, that every change committed before it holds here too.
   */
  hasHeard(payload: string) {
    return this.heard.includes(payload);
  }

  /** While the announcements cannot be heard (the listening connection is lost), nothing is kept. */
  setHearing(hearing: boolean) {
    this.hearing = hearing;
    this.drop();
  }

  /** Whether the access channel is heard now. */
  get isHearing() {
    return this.hearing;
  }

  get size() {
    return this.entries.size;
  }
}
