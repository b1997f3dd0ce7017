import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REP_TOKEN_HEADER } from '../../shared/envelope.ts';
import type { Db } from '../db/database.ts';
import { repTokens } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';
import { newSecret } from '../lib/tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    consumedRepToken: string | null;
  }
}

/**
 * Spec §7 repetition token: a POST or PUT that carries one is accepted once. The token is taken atomically
 * before the handler runs, so a concurrent replay is refused; if the request then fails, the token is given
 * back, so the user can correct the input and send again.
 */
export const repTokenPlugin = fp(async (app: FastifyInstance, options: { db: Db }) => {
  const { db } = options;
  app.decorateRequest('consumedRepToken', null);

  app.addHook('preValidation', async (request) => {
    if (request.method !== 'POST' && request.method !== 'PUT') return;
    const header = request.headers[REP_TOKEN_HEADER];
    if (typeof header !== 'string' || header === '' || !request.auth) return;
    const taken = await db
      .update(repTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(repTokens.token, header), eq(repTokens.sessionId, request.auth.sessionId), isNull(repTokens.usedAt)))
      .returning({ token: repTokens.token });
    if (taken.length === 0) throw new AppError(4291);
    request.consumedRepToken = header;
  });

  // Given back before the refusal is sent: a corrected request sent as soon as the refusal arrives (to this
  // instance or another) must find the token free again.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.consumedRepToken && reply.statusCode >= 400) {
      await db.update(repTokens).set({ usedAt: null }).where(eq(repTokens.token, request.consumedRepToken));
    }
    return payload;
  });
});

export async function issueRepToken(db: Db, sessionId: string): Promise<string> {
  const token = newSecret();
  await db.insert(repTokens).values({ token, sessionId });
  return token;
}
