import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

/** Characters no honest input carries and PostgreSQL cannot store in text: NUL and lone surrogates. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this refuses.
const ATTACK_CHARACTERS = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

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
