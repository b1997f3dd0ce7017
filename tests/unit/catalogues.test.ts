import { describe, expect, it } from 'vitest';
import { dictionaryMessages } from '../../src/shared/dictionaries.ts';
import { CATALOGUES, LOCALES } from '../../src/shared/i18n/locales.ts';
import { CLIENT_CATALOGUES, messagesFor } from '../../src/client/i18n/messages.ts';

/** Top-level ICU arguments of a message: `{name}`, `{count, plural, ...}` → name, count. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  let depth = 0;
  for (let i = 0; i < message.length; i++) {
    if (message[i] === '{') {
      if (depth === 0) names.add(/^\{\s*(\w+)/.exec(message.slice(i))?.[1] ?? '');
      depth++;
    } else if (message[i] === '}') depth--;
  }
  return [...names].sort();
}

const sets = [
  ['shared', CATALOGUES],
  ['client', CLIENT_CATALOGUES],
] as const;

describe.each(sets)('the %s catalogues', (_name, catalogues) => {
  const source = catalogues.zh as Record<string, string>;

  it.each(LOCALES)('%s holds exactly the keys of the Chinese source', (locale) => {
    expect(Object.keys(catalogues[locale]).sort()).toEqual(Object.keys(source).sort());
  });

  it.each(LOCALES)('%s uses the same placeholders as the Chinese source', (locale) => {
    const catalogue = catalogues[locale] as Record<string, string>;
    const mismatched = Object.keys(source).filter((id) => placeholders(catalogue[id] ?? '').join() !== placeholders(source[id]).join());
    expect(mismatched).toEqual([]);
  });

  it.each(LOCALES)('%s has no empty message', (locale) => {
    expect(Object.entries(catalogues[locale]).filter(([, text]) => typeof text !== 'string' || text.trim() === '')).toEqual([]);
  });
});

describe('the client messages', () => {
  it('never redefine a shared or dictionary id, so the server and the client say the same', () => {
    const shared = new Set([...Object.keys(CATALOGUES.zh), ...Object.keys(dictionaryMessages('zh'))]);
    expect(Object.keys(CLIENT_CATALOGUES.zh).filter((id) => shared.has(id))).toEqual([]);
  });

  it('merge shared, dictionary and client strings for every language', () => {
    for (const locale of LOCALES) {
      const messages = messagesFor(locale);
      expect(messages['errors.403']).toBe(CATALOGUES[locale]['errors.403']);
      expect(messages['navbar.logout']).toBe(CLIENT_CATALOGUES[locale]['navbar.logout']);
      expect(messages['dict.sex.0']).toBe(dictionaryMessages(locale)['dict.sex.0']);
    }
  });
});
