import { parse as realParse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/shared/i18n/languages.ts';
import { messagesFor } from '../../src/client/i18n/messages.ts';
import { isPlainText, parse } from '../../src/client/i18n/message-parser.ts';

// Every message a screen may show, in every language: the shared and client catalogues and every module's texts.
const EVERY_MESSAGE = LOCALES.flatMap((locale) => Object.entries(messagesFor(locale)).map(([id, message]) => [`${locale} ${id}`, message] as const));

describe('the login page’s message parser', () => {
  it('parses plain text exactly as the real parser does, for every message of every catalogue', () => {
    const plain = EVERY_MESSAGE.filter(([, message]) => isPlainText(message));
    // Most messages are plain text; the check below would prove nothing over an empty list.
    expect(plain.length).toBeGreaterThan(EVERY_MESSAGE.length / 2);
    for (const [id, message] of plain) expect([id, parse(message)]).toEqual([id, realParse(message)]);
  });

  it('leaves every message with ICU syntax to the real parser, and says so until it has loaded', async () => {
    const withSyntax = EVERY_MESSAGE.filter(([, message]) => !isPlainText(message));
    expect(withSyntax.map(([, message]) => message)).toContain('© {year} {company}');
    expect(() => parse('© {year} {company}')).toThrow('The message parser has not loaded yet: © {year} {company}');
    await import('../../src/client/i18n/full-message-parser.ts');
    for (const [id, message] of withSyntax) expect([id, parse(message)]).toEqual([id, realParse(message)]);
  });
});
