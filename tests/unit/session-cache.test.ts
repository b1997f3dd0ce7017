import { describe, expect, it } from 'vitest';
import { SessionCache, type CachedSession } from '../../src/server/lib/session-cache.ts';

const entry = (value: string, now: number, lifetime = 60_000): CachedSession<string> => ({
  value,
  rememberMe: false,
  loadedAt: now,
  touchedAt: now,
  expiresAt: now + lifetime,
});

describe('SessionCache', () => {
  it('keeps nothing until it hears the database, and nothing while it cannot', () => {
    const cache = new SessionCache<string>();
    cache.reading()('a', entry('A', 0));
    expect(cache.get('a', 1)).toBeUndefined();
    cache.setHearing(true);
    cache.reading()('a', entry('A', 0));
    expect(cache.get('a', 1)?.value).toBe('A');
    cache.setHearing(false);
    expect(cache.get('a', 1)).toBeUndefined();
    cache.reading()('a', entry('A', 0));
    expect(cache.size).toBe(0);
  });

  it('does not keep what a read found when the cache was dropped while it was under way', () => {
    const cache = new SessionCache<string>();
    cache.setHearing(true);
    const keep = cache.reading();
    cache.drop();
    keep('a', entry('stale', 0));
    expect(cache.get('a', 1)).toBeUndefined();
    cache.reading()('a', entry('fresh', 0));
    expect(cache.get('a', 1)?.value).toBe('fresh');
  });

  it('forgets a session when it expires and after 30 s at the latest', () => {
    const cache = new SessionCache<string>();
    cache.setHearing(true);
    cache.reading()('short', entry('S', 0, 5_000));
    cache.reading()('long', entry('L', 0, 3_600_000));
    expect(cache.get('short', 4_999)?.value).toBe('S');
    expect(cache.get('short', 5_000)).toBeUndefined();
    expect(cache.get('long', 30_000)?.value).toBe('L');
    expect(cache.get('long', 30_001)).toBeUndefined();
  });

  it('holds at most 10,000 sessions, dropping the oldest first', () => {
    const cache = new SessionCache<number>();
    cache.setHearing(true);
    for (let i = 0; i <= 10_000; i++) cache.reading()(`s${i}`, { ...entry('', 0), value: i });
    expect(cache.size).toBe(10_000);
    expect(cache.get('s0', 1)).toBeUndefined();
    expect(cache.get('s10000', 1)?.value).toBe(10_000);
  });
});
