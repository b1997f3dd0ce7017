import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MODULES } from '../../modules/index.ts';
import { permissionCode } from '../../modules/module.types.ts';
import { answer } from '../../shared/schemas/answer.schema.ts';
import { bigIdParam } from '../../shared/schemas/input.schema.ts';
import { clearance } from '../../shared/schemas/people.schema.ts';
import { offices, users } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';
import { dataScopeCondition } from '../lib/data-scope.ts';
import type { RouteContext } from '../lib/route-context.ts';
import { readableDocument } from '../engine/document-access.policy.ts';
import { clearanceOf, employmentRegister, personOf } from './clearance.ts';

const CLEARING = MODULES.filter((descriptor) => descriptor.capabilities.clearance);

/** What a person still holds before they leave: for whoever may list the documents that clear people out. */
export const peopleRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  const tags = ['people'];
  app.get(
    '/people/clearance/:archiveId',
    {
      config: { permission: CLEARING.map((descriptor) => permissionCode(descriptor, 'list')) },
      schema: { tags, params: z.object({ archiveId: bigIdParam }), response: { 200: answer(clearance) } },
    },
    async (request, reply) => {
      const register = employmentRegister();
      if (!register || CLEARING.length === 0) throw new AppError(404);
      // Only of an archive the reader may read, of a person in the reader's data scope (the users list's rule, as
      // their holdings): anyone else's does not exist for them.
      const archive = await readableDocument(db, request.auth!, register, request.params.archiveId);
      const [person] = await db
        .select({ id: users.id })
        .from(users)
        .leftJoin(offices, eq(offices.id, users.officeId))
        .where(
          and(
            eq(users.id, personOf(archive) ?? 0),
            dataScopeCondition(request.auth!, { officePath: offices.path, companyId: users.companyId, ownerId: users.id }),
          ),
        );
      if (!person) throw new AppError(404);
      return reply.ok(await clearanceOf(db, person.id, request.locale));
    },
  );
};
