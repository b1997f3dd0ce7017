import type { parse as realParse } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser/no-parser.js';

/**
 * What react-intl gets for `@formatjs/icu-messageformat-parser` in the client build (vite.config.ts): the parser's
 * types and guards, with `parse` answering plain text itself and leaving ICU syntax to the real parser, which
 * arrives with the first catalogue part after the login page's (`full-message-parser.ts`). The login page's
 * messages with syntax are compiled at build time, so its first script carries no parser.
 */
export * from '@formatjs/icu-messageformat-parser/no-parser.js';

type Parse = typeof realParse;
let fullParse: Parse | undefined;

/** Called once by the module that brings the real parser. */
export function installParser(parse: Parse): void {
  fullParse = parse;
}

/** Characters that make a message more than literal text: arguments, tags, quoting, plural's `#`. */
const SYNTAX = /[{}<>'#]/;

/** Whether a message is literal text, which parses to one literal element without the parser. */
export const isPlainText = (message: string): boolean => !SYNTAX.test(message);

export function parse(message: string, options?: Parameters<Parse>[1]): MessageFormatElement[] {
  if (isPlainText(message)) return message ? [{ type: 0, value: message }] : [];
  if (!fullParse) throw new Error(`The message parser has not loaded yet: ${message}`);
  return fullParse(message, options);
}
