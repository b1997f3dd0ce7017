import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

/**
 * Characters no honest input carries: NUL and lone surrogates, which PostgreSQL cannot store in text, and the
 * Unicode direction overrides, embeddings and isolates (U+202A-U+202E, U+2066-U+2069), which make a name or a
 * title read differently from what it is ("invoice\u202Efdp.exe"). Chinese, English and Spanish never need them.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this refuses.
const ATTACK_CHARACTERS = /\u0000|[\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function carriesAttack(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return ATTACK_CHARACTERS.test(value);
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  for (const [key, item] of Object.entries(value)) if (ATTACK_CHARACTERS.test(key) || carriesAttack(item, depth + 1)) return true;
  return false;
}

/** Spec §8 status 99: input with special attack characters is refused before any route reads it. */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (carriesAttack(request.params) || carriesAttack(request.query) || carriesAttack(request.body)) throw new AppError(99);
  });
});
