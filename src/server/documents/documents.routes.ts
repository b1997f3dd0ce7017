import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findModule, MODULES } from '../../modules/index.ts';
import { answer } from '../../shared/schemas/answer.schema.ts';
import { bigId, bigIdParam } from '../../shared/schemas/input.schema.ts';
import type { RouteContext } from '../lib/route-context.ts';
import { readableDocument } from '../engine/document-access.policy.ts';
import { markRead } from '../engine/circulation-reads.ts';
import { circulate, receiptsOf } from './circulation.ts';
import { voidNumber } from './numbering.ts';
import { AppError, badInput } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The modules a `:module` route serves, when only those offering a capability have it (any other answers 404). */
    modules?: readonly string[];
  }
}

const tags = ['documents'];
const circulated = MODULES.filter((descriptor) => descriptor.capabilities.circulation).map((descriptor) => descriptor.key) as [string, ...string[]];
const numbered = MODULES.filter((descriptor) => descriptor.capabilities.numbering).map((descriptor) => descriptor.key) as [string, ...string[]];
const params = z.object({ module: z.string().max(64), id: bigIdParam });

/** The module a path names when it offers `capability`; any other module's documents have no such route (404). */
function offering(module: string, keys: readonly string[]) {
  if (!keys.includes(module)) throw new AppError(404);
  return findModule(module)!;
}
const receipt = z.object({ userId: z.number(), name: z.string(), sentBy: z.number(), sentAt: z.date(), readAt: z.date().nullable(), read: z.boolean() });
const receipts = z.object({ read: z.array(receipt), unread: z.array(receipt) });

/** Circulation with read receipts (descriptor `circulation`): send, read, and who has read. */
export const documentsRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  /** An administrator voids the number a document holds, with the reason: the one kind of gap in an organ's year. */
  if (numbered.length)
    app.post(
      '/documentNumber/:module/:id/void',
      {
        config: { modules: numbered },
        schema: {
          tags,
          params,
          body: z.object({ reason: z.string().max(200).default('') }),
          response: { 200: answer(z.object({ number: z.string() })) },
        },
      },
      async (request, reply) => {
        const descriptor = offering(request.params.module, numbered);
        if (!request.auth!.isAdmin) throw new AppError(4031);
        const reason = request.body.reason.trim();
        if (!reason) throw badInput('reason', 'workflow.reason.required');
        await readableDocument(db, request.auth!, descriptor, request.params.id);
        const number = await db.transaction((tx) => voidNumber(tx, descriptor, request.params.id, request.auth!.user.id, reason));
        if (number === null) throw new AppError(1010, 'documents.notNumbered');
        return reply.ok({ number }, 'messages.success');
      },
    );
  if (circulated.length === 0) return;
  app.get(
    '/circulation/:module/:id',
    { config: { modules: circulated }, schema: { tags, params, response: { 200: answer(receipts) } } },
    async (request, reply) => reply.ok(await receiptsOf(db, request.auth!, offering(request.params.module, circulated), request.params.id)),
  );
  app.post(
    '/circulation/:module/:id',
    {
      config: { modules: circulated },
      schema: {
        tags,
        params,
        body: z.object({ users: z.array(bigId).max(200).default([]), groups: z.array(bigId).max(50).default([]) }),
        response: { 200: answer(receipts) },
      },
    },
    async (request, reply) => {
      const descriptor = offering(request.params.module, circulated);
      await circulate(db, request.auth!, descriptor, request.params.id, request.body);
      return reply.ok(await receiptsOf(db, request.auth!, descriptor, request.params.id), 'messages.success');
    },
  );
  app.post(
    '/circulation/:module/:id/read',
    { config: { modules: circulated }, schema: { tags, params, response: { 200: answer(z.object({ marked: z.boolean() })) } } },
    async (request, reply) => {
      const descriptor = offering(request.params.module, circulated);
      await readableDocument(db, request.auth!, descriptor, request.params.id);
      return reply.ok({ marked: await markRead(db, descriptor, request.params.id, request.auth!.user.id) });
    },
  );
};
