import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findModule } from '../../modules/index.ts';
import type { FieldDef } from '../../shared/rules/field.types.ts';
import { searchKind } from '../../shared/rules/field-kinds/index.ts';
import { optionValues } from '../../shared/rules/validate-record.ts';
import { answer } from '../../shared/schemas/answer.schema.ts';
import { COMPARISONS } from '../../shared/schemas/engine.schema.ts';
import { AppError } from '../lib/app-error.ts';
import type { RouteContext } from '../lib/route-context.ts';
import { withDictionaries } from './dictionaries.ts';
import { fieldLabel, optionLabel } from './field-labels.ts';
import { holds } from './record-scope.policy.ts';

/** `<module key>.json`: the name a list's search configuration is asked by. */
const seekFile = z.object({ file: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}\.json$/) });

const seekProp = z.object({
  prop: z.string(),
  kind: z.string(),
  label: z.string(),
  comparisons: z.array(z.enum(COMPARISONS)),
  options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
});

/** Several values in one field (checkboxes, multiple picks) compare by containing: equal, not equal, any of, none of. */
const CONTAINING = ['=', '!=', 'in', 'not in'] as const;
const containsMany = (field: FieldDef) => searchKind(field) === 'multi' || ('multiple' in field && field.multiple === true);

/**
 * Spec §7 `GET /seekList/{name}.json`: what a module's list may be searched by, for its advanced search — each field
 * the search compiler filters on, with its label and option labels in the reader's language (dictionary values as the
 * database holds them) and the comparison signs it takes. Only for whoever may list the module (`module:list`).
 */
export const seekListRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  app.get(
    '/seekList/:file',
    { schema: { tags: ['module engine'], params: seekFile, response: { 200: answer(z.array(seekProp)) } } },
    async (request, reply) => {
      const found = findModule(request.params.file.slice(0, -'.json'.length));
      if (!found) throw new AppError(404);
      if (!holds(request.auth!, found, 'list')) throw new AppError(4031);
      const descriptor = await withDictionaries(db, found);
      const t = (id: string) => request.t(id);
      const props = descriptor.fields.flatMap((field) => {
        const kind = searchKind(field);
        if (!kind) return [];
        const values = optionValues(field);
        return [
          {
            prop: field.key,
            kind,
            label: fieldLabel(request.locale, descriptor, field.key),
            comparisons: [...(containsMany(field) ? CONTAINING : COMPARISONS)],
            ...(values ? { options: values.map((value) => ({ value, label: optionLabel(request.locale, descriptor, field, value) })) } : {}),
          },
        ];
      });
      const record = (prop: string, kind: string, labelId: string) => ({ prop, kind, label: t(labelId), comparisons: [...COMPARISONS] });
      return reply.ok([
        record('serialNo', 'text', 'engine.columns.serialNo'),
        ...props,
        record('status', 'status', 'engine.columns.status'),
        record('createdAt', 'date', 'engine.columns.createdAt'),
        record('updatedAt', 'date', 'engine.columns.updatedAt'),
      ]);
    },
  );
};
