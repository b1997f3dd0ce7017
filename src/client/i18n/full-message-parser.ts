import { parse } from '@formatjs/icu-messageformat-parser';
import { installParser } from './message-parser.ts';

/** The real ICU parser, loaded with every catalogue part after the login page's (see message-parser.ts). */
installParser(parse);
