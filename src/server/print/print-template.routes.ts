import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { printTemplate } from '../../shared/schemas/admin.schema.ts';
import { printTemplateBody } from '../../shared/schemas/config.schema.ts';
import { printTemplates } from '../db/schema.ts';
import { sanitizeRichText } from '../engine/rich-text.ts';
import { checkTemplate } from './print.service.ts';
import { registerConfigTable } from '../lib/config-crud.ts';
import type { RouteContext } from '../lib/route-context.ts';

/** Print templates (System → print templates); printing itself is src/server/print. */
export const printTemplateRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  registerConfigTable(app, db, {
    path: '/printTemplate',
    tag: 'config',
    table: printTemplates,
    id: printTemplates.id,
    permission: 'printTemplate',
    body: printTemplateBody,
    row: printTemplate,
    orderBy: [asc(printTemplates.module), asc(printTemplates.id)],
    prepare: async (body) => {
      // Unknown placeholders are refused before anything is written.
      checkTemplate(body);
      // One default per module: making this one the default clears the others.
      if (body.isDefault) await db.update(printTemplates).set({ isDefault: false }).where(eq(printTemplates.module, body.module));
      return { ...body, content: sanitizeRichText(body.content), updatedAt: new Date() };
    },
  });
};
