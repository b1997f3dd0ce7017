import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MODULES } from '../../modules/index.ts';
import { permissionCode } from '../../modules/module.types.ts';
import { answer } from '../../shared/schemas/answer.schema.ts';
import { isoDate } from '../../shared/schemas/input.schema.ts';
import type { RouteContext } from '../lib/route-context.ts';
import { weekDraft } from './week-digest.ts';

const DIGESTING = MODULES.filter((descriptor) => descriptor.capabilities.weekDigest);

/**
 * The draft of the asker's weekly report (descriptor `weekDigest`): for whoever may write one of the module
 * (`<prefix>:add`), of their own week only. The form opens filled with it; nothing is saved.
 */
export const digestRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  if (DIGESTING.length === 0) return;
  const keys = DIGESTING.map((descriptor) => descriptor.key) as [string, ...string[]];
  app.get(
    '/digest/:module/draft',
    {
      config: {
        permission: (request) => permissionCode(DIGESTING.find((d) => d.key === (request.params as { module: string }).module) ?? DIGESTING[0], 'add'),
      },
      schema: {
        tags: ['digest'],
        params: z.object({ module: z.enum(keys) }),
        // The last week whole in the calendar starts on 9999-12-20: the next one ends in the year 10000.
        querystring: z.object({ week: isoDate.refine((day) => day < '9999-12-27', 'rules.date').optional() }),
        response: { 200: answer(z.record(z.string(), z.union([z.string(), z.number()]))) },
      },
    },
    async (request, reply) => {
      const descriptor = DIGESTING.find((candidate) => candidate.key === request.params.module)!;
      // This week's without a day named (UTC, as the workflow's time limits count days).
      const day = request.query.week ?? new Date().toISOString().slice(0, 10);
      return reply.ok(await weekDraft(db, request.auth!.user.id, descriptor.capabilities.weekDigest!, day));
    },
  );
};
