import { markRead } from './circulation-reads.ts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findModule, MODULES } from '../../modules/index.ts';
import type { ModuleAction, ModuleDescriptor } from '../../modules/module.types.ts';
import { answer, nothing, refusal } from '../../shared/schemas/answer.schema.ts';
import { countResult, importReport, listQuery, pageResult, recordBody, recordRow, relatedGroup } from '../../shared/schemas/engine.schema.ts';
import { bigIdParam, rowVersion } from '../../shared/schemas/input.schema.ts';
import { IMPORT_LISTED_ERRORS, IMPORT_MAX_BYTES, IMPORT_MAX_MB, IMPORT_MAX_ROWS } from '../../shared/excel-import.ts';
import { AppError, badInput } from '../lib/app-error.ts';
import { translate } from '../lib/translate.ts';
import type { RouteContext } from '../lib/route-context.ts';
import { checkImport, exportWorkbook, importTemplate } from './excel.ts';
import { fileRoutes } from './file.routes.ts';
import { layoutRoutes } from './layout.routes.ts';
import { holds } from './record-scope.policy.ts';
import { relatedRecords } from './record-related.ts';
import { countRecords, createRecord, deleteRecord, getRecord, insertPrepared, pageRecords, updateRecord } from './record.service.ts';
import { keepSessionsOnItsRoutes } from '../plugins/session.plugin.ts';
import { recordWarnings } from '../../shared/rules/validate-record.ts';
import type { RecordRow } from '../../shared/schemas/engine.schema.ts';
import { fieldLabel } from '../plugins/envelope.plugin.ts';
import type { MessageValues } from '../../shared/money-format.ts';
import type { Db } from '../db/database.ts';
import { domainWarnings } from './save-warnings.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A module-engine route: the module comes from the `:module` path parameter. With `requireCode` the
     * permission code `<prefix>:<action>` is checked before the input is read; record actions (view, update,
     * del) check it with the record, since its creator keeps the right without the code (spec §6).
     */
    engine?: { action: ModuleAction; requireCode: boolean };
  }
}

const moduleKeys = MODULES.map((descriptor) => descriptor.key) as [string, ...string[]];
export const moduleParams = z.object({ module: z.enum(moduleKeys) });
const recordParams = moduleParams.extend({ id: bigIdParam });
/**
 * `complete=1`: the form's Save (not staging) — required rules, the descriptor's and the form override's, are
 * checked as well. Without it a save stages a draft; submitting for approval always checks them.
 */
const saveQuery = z.object({ complete: z.enum(['0', '1']).optional() });

/** The descriptor the `:module` parameter names; the onRequest hook has already refused unknown ones. */
export const descriptorOf = (request: FastifyRequest): ModuleDescriptor => findModule((request.params as { module: string }).module)!;

/**
 * A saved record with the warnings its descriptor's rules find (a bond above 2 % of the estimated price): saved all
 * the same, each named by its field's label in the reader's language, like a refusal.
 */
async function withWarnings(db: Db, request: FastifyRequest, descriptor: ModuleDescriptor, row: RecordRow): Promise<RecordRow> {
  const warnings = recordWarnings(descriptor, row);
  // The domain engines' limits name what they are about (the item) in their own words.
  const domain = await domainWarnings(db, descriptor, row);
  if (warnings.length === 0 && domain.length === 0) return row;
  const t = (id: string, values?: MessageValues) => request.t(id, values);
  const text = ({ field, messageId, values }: (typeof warnings)[number]) =>
    t('errors.field', { field: fieldLabel(t, field, [`modules.${descriptor.key}.fields.${field}`, `fields.${field}`]), message: t(messageId, values) });
  return {
    ...row,
    warnings: [
      ...warnings.map((warning) => ({ field: warning.field, msg: text(warning) })),
      ...domain.map((warning) => ({ field: '', msg: t(warning.messageId, warning.values) })),
    ],
  };
}

/**
 * The generic routes of every descriptor module (DESIGN.md §3): page, get, create (staging), update, delete,
 * export and import under /prod-api/m/:module, plus table layouts, web-page records and files.
 */
export const engineRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  const { db } = context;
  // Records, their layouts and files never change users, roles, menus, offices or sessions.
  keepSessionsOnItsRoutes(app);

  app.addHook('onRequest', async (request) => {
    const engine = request.routeOptions.config?.engine;
    if (!engine) return;
    const descriptor = findModule((request.params as { module?: string }).module ?? '');
    if (!descriptor) throw new AppError(404);
    if (engine.requireCode && !holds(request.auth!, descriptor, engine.action)) throw new AppError(4031);
  });

  const tags = ['module engine'];

  app.post(
    '/m/:module/page',
    {
      config: { engine: { action: 'list', requireCode: true } },
      schema: { tags, params: moduleParams, body: listQuery, response: { 200: answer(pageResult) } },
    },
    async (request, reply) => reply.ok(await pageRecords(db, request.auth!, descriptorOf(request), request.body, request.locale)),
  );

  /** The total of a list query, asked beside its page (`withTotal: false`) so the rows never wait for a count. */
  app.post(
    '/m/:module/count',
    {
      config: { engine: { action: 'list', requireCode: true } },
      schema: { tags, params: moduleParams, body: listQuery, response: { 200: answer(countResult) } },
    },
    async (request, reply) => reply.ok(await countRecords(db, request.auth!, descriptorOf(request), request.body)),
  );

  app.get(
    '/m/:module/:id',
    { config: { engine: { action: 'view', requireCode: false } }, schema: { tags, params: recordParams, response: { 200: answer(recordRow) } } },
    async (request, reply) => {
      const descriptor = descriptorOf(request);
      const record = await getRecord(db, request.auth!, descriptor, request.params.id, request.locale);
      // A document circulated to the reader (descriptor `circulation`) is read once they open it.
      if (descriptor.capabilities.circulation) await markRead(db, descriptor, record.id, request.auth!.user.id);
      return reply.ok(record);
    },
  );

  /** What picks the record: other modules' records in the reader's lists (a project's contracts, a contract's receipts). */
  app.get(
    '/m/:module/:id/related',
    { config: { engine: { action: 'view', requireCode: false } }, schema: { tags, params: recordParams, response: { 200: answer(z.array(relatedGroup)) } } },
    async (request, reply) => {
      const descriptor = descriptorOf(request);
      // Only a record the reader may read has relations to show.
      await getRecord(db, request.auth!, descriptor, request.params.id);
      return reply.ok(await relatedRecords(db, request.auth!, descriptor.key, request.params.id, request.locale));
    },
  );

  app.post(
    '/m/:module',
    {
      config: { engine: { action: 'add', requireCode: true } },
      schema: { tags, params: moduleParams, querystring: saveQuery, body: recordBody, response: { 200: answer(recordRow) } },
    },
    async (request, reply) => {
      const descriptor = descriptorOf(request);
      const created = await createRecord(db, request.auth!, descriptor, request.body, { required: request.query.complete === '1' });
      return reply.ok(await withWarnings(db, request, descriptor, created), 'messages.created');
    },
  );

  app.put(
    '/m/:module/:id',
    {
      config: { engine: { action: 'update', requireCode: false } },
      schema: { tags, params: recordParams, querystring: saveQuery, body: recordBody, response: { 200: answer(recordRow) } },
    },
    async (request, reply) => {
      const version = rowVersion.safeParse(request.body.version);
      if (!version.success) throw badInput('version', 'rules.required');
      const options = { required: request.query.complete === '1' };
      const descriptor = descriptorOf(request);
      const updated = await updateRecord(db, request.auth!, descriptor, request.params.id, request.body, version.data, options);
      return reply.ok(await withWarnings(db, request, descriptor, updated), 'messages.saved');
    },
  );

  app.delete(
    '/m/:module/:id',
    { config: { engine: { action: 'del', requireCode: false } }, schema: { tags, params: recordParams, response: { 200: answer(nothing) } } },
    async (request, reply) => {
      await deleteRecord(db, request.auth!, descriptorOf(request), request.params.id);
      return reply.ok(null);
    },
  );

  app.post(
    '/m/:module/export',
    { config: { engine: { action: 'export', requireCode: true } }, schema: { tags, params: moduleParams, body: listQuery } },
    async (request, reply) => {
      const descriptor = descriptorOf(request);
      // Compile the query before streaming, so bad input is still an ordinary 1001 answer.
      await pageRecords(db, request.auth!, descriptor, { ...request.body, page: { pageIndex: 1, limit: 1 }, withTotal: false });
      const name = `${translate(request.locale, `modules.${descriptor.key}.title`)}-${new Date().toISOString().slice(0, 10)}.xlsx`;
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
        .send(exportWorkbook(db, request.auth!, descriptor, request.body, request.locale));
    },
  );

  app.get(
    '/m/:module/import/template',
    { config: { engine: { action: 'import', requireCode: true } }, schema: { tags, params: moduleParams } },
    async (request, reply) => {
      const descriptor = descriptorOf(request);
      const name = `${translate(request.locale, `modules.${descriptor.key}.title`)}.xlsx`;
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
        .send(await importTemplate(descriptor, request.locale));
    },
  );

  app.post(
    '/m/:module/import',
    {
      config: { engine: { action: 'import', requireCode: true } },
      schema: { tags, params: moduleParams, consumes: ['multipart/form-data'], response: { 200: answer(importReport), 400: refusal } },
    },
    async (request, reply) => {
      const descriptor = descriptorOf(request);
      if (!request.isMultipart()) throw badInput('file', 'engine.uploadMissing');
      const tooLarge = () => badInput('file', 'engine.importTooLarge', { rows: IMPORT_MAX_ROWS, mb: IMPORT_MAX_MB });
      let bytes: Buffer | null = null;
      let skipErrors = false;
      try {
        // Reading stops at the byte cap: a larger file is refused without being taken in.
        for await (const part of request.parts({ limits: { fileSize: IMPORT_MAX_BYTES } })) {
          if (part.type === 'file') {
            const buffer = await part.toBuffer();
            if (part.fieldname === 'file' && !bytes) bytes = buffer;
          } else if (part.fieldname === 'skipErrors') skipErrors = String(part.value) === 'true' || String(part.value) === '1';
        }
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw tooLarge();
        // A body that breaks off or has no boundary is the caller's input, not a server fault.
        throw badInput('file', 'engine.uploadMissing');
      }
      if (!bytes) throw badInput('file', 'engine.uploadMissing');
      const checked = await checkImport(db, descriptor, bytes);
      if (checked.kind === 'unreadable') throw badInput('file', 'engine.importBadFile');
      if (checked.kind === 'tooLarge') throw tooLarge();
      if (checked.kind === 'empty') throw badInput('file', 'engine.importEmpty');
      const errorCount = checked.errors.length;
      // The first errors are listed; the message counts them all.
      const errors = checked.errors.slice(0, IMPORT_LISTED_ERRORS).map((error) => ({
        ...error,
        message: `${translate(request.locale, 'engine.row', { row: error.row })} ${translate(request.locale, `modules.${descriptor.key}.fields.${error.field.split('.')[0]}`)}: ${translate(request.locale, error.messageId, error.values)}`,
      }));
      if (errorCount > 0 && !skipErrors) {
        // Spec: nothing is saved from a file with errors unless the user chooses to skip them.
        return reply
          .code(400)
          .send({ status: 1001, msg: translate(request.locale, 'engine.importErrors', { n: errorCount }), data: { imported: 0, errorCount, errors } });
      }
      // All or nothing, serial numbers included: a failure saves no row and uses no number.
      const ids = await db.transaction((tx) => insertPrepared(tx, request.auth!, descriptor, checked.valid));
      return reply
        .code(200)
        .send({ status: 200, msg: translate(request.locale, 'engine.imported', { n: ids.length }), data: { imported: ids.length, errorCount, errors } });
    },
  );

  await app.register(layoutRoutes, context);
  await app.register(fileRoutes, context);
};
