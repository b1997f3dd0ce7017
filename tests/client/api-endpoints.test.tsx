import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const CLIENT = path.resolve(import.meta.dirname, '../../src/client');

/**
 * Every area injects its endpoints into the one RTK Query API. Two endpoints of the same name do not fail: the one
 * injected first wins, so a picker could call an administration URL it may not read, depending on which screen
 * loaded first. Endpoint names are therefore unique across the client.
 */
it('no two client endpoints share a name', () => {
  const files = readdirSync(CLIENT, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
  const seen = new Map<string, string[]>();
  for (const file of files)
    for (const match of readFileSync(path.join(CLIENT, file), 'utf8').matchAll(/^\s+(\w+): build\.(?:query|mutation)\b/gm))
      seen.set(match[1], [...(seen.get(match[1]) ?? []), file]);
  expect(seen.size).toBeGreaterThan(50);
  expect([...seen].filter(([, where]) => where.length > 1)).toEqual([]);
});
