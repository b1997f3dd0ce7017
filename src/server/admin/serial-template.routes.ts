import { eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MODULES } from '../../modules/index.ts';
import { counterKey, renderSerial, serialTemplateBody, templateProblem, type ResetPeriod } from '../../shared/serial-template.ts';
import type { Db } from '../db/database.ts';
import { serialCounters, serialTemplates, users } from '../db/schema.ts';
import { moduleTitle } from '../engine/field-labels.ts';
import { counterFloor, counterValue, descriptorTemplate, effectiveTemplate, raiseCounter } from '../engine/serial-number.ts';
import { badInput } from '../lib/app-error.ts';
import { serialOutlook, serialTemplateRow } from '../../shared/schemas/admin.schema.ts';
import { answer } from '../../shared/schemas/answer.schema.ts';
import type { RouteContext } from '../lib/route-context.ts';
import { moduleOf, moduleSettingRoute } from '../engine/module-path.ts';

const tags = ['serial templates'];

/** The module a path names (404 when none) and the template asked for it, refused with 1001 when unsound. */
function soundTemplate(module: string, asked: { template: string; reset: ResetPeriod }) {
  const descriptor = moduleOf(module);
  const problem = templateProblem(asked.template, asked.reset);
  if (problem) throw badInput('template', problem.messageId as never, problem.values);
  return { descriptor, ...asked };
}

/** What the counter of the period now stands at and the number the next record gets, for a template. */
async function outlook(db: Db, module: string, template: string, reset: ResetPeriod, at: Date) {
  const counter = Math.max(await counterValue(db, module, template, reset, at), await counterFloor(db, module, template, at));
  return { counter, next: renderSerial(template, at, counter + 1) };
}

/**
 * Serial-number templates (spec §1 System configuration): every module's template with its counter, an
 * administrator's override of the descriptor's template, a preview of the next number, and back to the default.
 */
export const serialTemplateRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  app.get(
    '/serialTemplate',
    { config: { permission: 'serialTemplate:list' }, schema: { tags, response: { 200: answer(z.array(serialTemplateRow)) } } },
    async (request, reply) => {
      const now = new Date();
      const overrides = await db.select().from(serialTemplates);
      const editors = overrides.flatMap((row) => (row.updatedBy ? [row.updatedBy] : []));
      const names = new Map(
        editors.length ? (await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, editors))).map((u) => [u.id, u.name]) : [],
      );
      const counters = new Map((await db.select().from(serialCounters)).map((row) => [`${row.module}\u0000${row.prefix}`, row.value]));
      const rows = MODULES.map((descriptor) => {
        const override = overrides.find((row) => row.module === descriptor.key);
        const fallback = descriptorTemplate(descriptor);
        const { template, reset } = override ?? fallback;
        const counter = counters.get(`${descriptor.key}\u0000${counterKey(template, reset, now)}`) ?? 0;
        return {
          module: descriptor.key,
          moduleId: descriptor.moduleId ?? null,
          area: descriptor.area,
          title: moduleTitle(request.locale, descriptor),
          template,
          reset,
          defaultTemplate: fallback.template,
          defaultReset: fallback.reset,
          overridden: Boolean(override),
          counter,
          next: renderSerial(template, now, counter + 1),
          updatedAt: override?.updatedAt ?? null,
          updatedByName: override?.updatedBy ? (names.get(override.updatedBy) ?? null) : null,
        };
      });
      return reply.ok(rows);
    },
  );

  /** The number the next record would get with a template being edited; refuses an unsound one like saving does. */
  app.get(
    '/serialTemplate/:module/preview',
    moduleSettingRoute(tags, 'serialTemplate:list', { querystring: serialTemplateBody, response: { 200: answer(serialOutlook) } }),
    async (request, reply) => {
      const { descriptor, template, reset } = soundTemplate(request.params.module, request.query);
      return reply.ok(await outlook(db, descriptor.key, template, reset, new Date()));
    },
  );

  app.put(
    '/serialTemplate/:module',
    moduleSettingRoute(tags, 'serialTemplate:update', { body: serialTemplateBody, response: { 200: answer(serialOutlook) } }),
    async (request, reply) => {
      const { descriptor, template, reset } = soundTemplate(request.params.module, request.body);
      const now = new Date();
      await db.transaction(async (tx) => {
        const values = { module: descriptor.key, template, reset, updatedBy: request.auth!.user.id, updatedAt: now };
        await tx.insert(serialTemplates).values(values).onConflictDoUpdate({ target: serialTemplates.module, set: values });
        await raiseCounter(tx, descriptor.key, template, reset, now, await counterFloor(tx, descriptor.key, template, now));
      });
      return reply.ok({ module: descriptor.key, template, reset, ...(await outlook(db, descriptor.key, template, reset, now)) }, 'messages.saved');
    },
  );

  /** Back to the descriptor's template; its counter, too, passes over numbers the override wrote. */
  app.delete(
    '/serialTemplate/:module',
    moduleSettingRoute(tags, 'serialTemplate:del', { response: { 200: answer(serialOutlook) } }),
    async (request, reply) => {
      const descriptor = moduleOf(request.params.module);
      const { template, reset } = descriptorTemplate(descriptor);
      const now = new Date();
      await db.transaction(async (tx) => {
        await tx.delete(serialTemplates).where(eq(serialTemplates.module, descriptor.key));
        await raiseCounter(tx, descriptor.key, template, reset, now, await counterFloor(tx, descriptor.key, template, now));
      });
      const current = await effectiveTemplate(db, descriptor);
      return reply.ok(
        { module: descriptor.key, template: current.template, reset: current.reset, ...(await outlook(db, descriptor.key, template, reset, now)) },
        'messages.saved',
      );
    },
  );
};
