import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findModule, MODULES } from '../../modules/index.ts';
import { answer } from '../../shared/schemas/answer.schema.ts';
import { bigIdParam, isoDate } from '../../shared/schemas/input.schema.ts';
import { replay, signedVersion } from '../../shared/schemas/workflow.schema.ts';
import { signedVersions, versionAsOf } from '../../modules/record-versions.ts';

import type { RouteContext } from '../lib/route-context.ts';
import { transitionsFor, withActorNames } from '../engine/record-history.ts';
import { withStepNamesIn } from '../lib/step-names.ts';
import { readableDocument } from '../engine/document-access.policy.ts';

const lifecycleModules = MODULES.filter((descriptor) => descriptor.lifecycle);
const moduleKeys = lifecycleModules.map((descriptor) => descriptor.key) as [string, ...string[]];

/**
 * Replay for auditors (issue 5 Screens): a document's history rows, oldest first, each with the event, from → to
 * status, who acted and on whose behalf, when, the opinion, and the snapshot of the document after the step. Only
 * for those who may read the document (data scope, administrators, participants); anyone else gets 404.
 */
export const replayRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  app.get(
    '/wf/:module/:id/replay',
    { schema: { tags: ['workflow'], params: z.object({ module: z.enum(moduleKeys), id: bigIdParam }), response: { 200: answer(replay) } } },
    async (request, reply) => {
      const descriptor = findModule(request.params.module)!;
      const record = await readableDocument(db, request.auth!, descriptor, request.params.id);
      return reply.ok({
        lifecycle: descriptor.lifecycle,
        record: { id: record.id, serialNo: record.serialNo, status: record.status, createdAt: record.createdAt },
        rows: withActorNames(
          withStepNamesIn(request.locale, await transitionsFor(db, request.auth!, descriptor, record.id)),
          request.t('workflow.system'),
        ),
      });
    },
  );

  /**
   * A document's signed versions, oldest first, each with the fields that changed from the one before; with `asOf`
   * (yyyy-mm-dd) only the version in force at the end of that day (none before the first signing).
   */
  app.get(
    '/wf/:module/:id/versions',
    {
      schema: {
        tags: ['workflow'],
        params: z.object({ module: z.enum(moduleKeys), id: bigIdParam }),
        querystring: z.object({ asOf: isoDate.optional() }),
        response: { 200: answer(z.array(signedVersion)) },
      },
    },
    async (request, reply) => {
      const descriptor = findModule(request.params.module)!;
      const record = await readableDocument(db, request.auth!, descriptor, request.params.id);
      const versions = signedVersions(descriptor, await transitionsFor(db, request.auth!, descriptor, record.id));
      const { asOf } = request.query;
      return reply.ok(asOf ? [versionAsOf(versions, asOf)].filter((version) => version !== undefined) : versions);
    },
  );
};
