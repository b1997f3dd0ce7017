import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bigId, bigIdParam, id } from '../../shared/schemas/input.schema.ts';
import { findModule, MODULES } from '../../modules/index.ts';
import type { ModuleDescriptor } from '../../modules/module.types.ts';
import type { Locale } from '../../shared/i18n/locales.ts';
import { printTemplateBody } from '../../shared/schemas/config.schema.ts';
import type { Db } from '../db/database.ts';
import { printTemplates } from '../db/schema.ts';
import type { Access } from '../lib/access.ts';
import { AppError, badInput } from '../lib/app-error.ts';
import { FILE_RESPONSE_HEADERS } from '../lib/file-kinds.ts';
import { offThread, OffThreadError } from '../lib/off-thread.ts';
import type { RouteContext } from '../lib/route-context.ts';
import { downloadQuery, storedFiles } from '../engine/file.routes.ts';
import {
  checkTemplate,
  defaultTemplate,
  latestRecordId,
  recordSource,
  renderDocument,
  safePdfName,
  sampleSource,
  type PrintSource,
  type RenderedDocument,
  type TemplateSettings,
} from './print.service.ts';

/** The `filePath` of a record's print in GET /ge/downloadPrint (spec §7 Files): `print/<module>/<id>`. */
export const printFilePath = (module: string, id: number) => `print/${module}/${id}`;
const PRINT_PATH = /^print\/([a-z][\w-]{0,59})\/([1-9]\d{0,15})$/;
const parsePrintFilePath = (filePath: string) => {
  const match = PRINT_PATH.exec(filePath);
  return match ? { module: match[1], id: Number(match[2]) } : null;
};

/** RFC 6266 / RFC 5987: an ASCII fallback name and the real one, UTF-8 percent-encoded (Chinese names survive). */
export function contentDisposition(type: 'attachment' | 'inline', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** A document's PDF, laid out off the event loop (lib/off-thread.ts), one at a time for each user. */
async function sendPdf(reply: FastifyReply, owner: number, document: RenderedDocument, fileName = document.fileName) {
  const layout = new URL('./print-pdf.ts', import.meta.url);
  const pdf = await offThread<Buffer>(layout, 'renderPdf', [document.nodes, document.settings, document.title], { owner }).catch((error: unknown) => {
    throw error instanceof OffThreadError && error.outOfBounds ? new AppError(1001, 'errors.tooSlow') : error;
  });
  return reply
    .type('application/pdf')
    .header('content-disposition', contentDisposition('attachment', fileName))
    .headers(FILE_RESPONSE_HEADERS)
    .header('cache-control', 'private, no-cache')
    .send(pdf);
}

/** A record printed through its module's default template, or the built-in one; read rights as for viewing it. */
async function printRecord(db: Db, dataDir: string, access: Access, descriptor: ModuleDescriptor, id: number, locale: Locale): Promise<RenderedDocument> {
  const [source, template] = await Promise.all([recordSource(db, access, descriptor, id, dataDir), defaultTemplate(db, descriptor.key)]);
  return renderDocument(source, template, locale);
}

const moduleKeys = MODULES.map((descriptor) => descriptor.key) as [string, ...string[]];
/** Which template (a saved one, or the form's unsaved one) and which document: a record, the newest, or a sample. */
const previewBody = z.object({
  templateId: id.optional(),
  template: printTemplateBody.optional(),
  recordId: bigId.optional(),
  sample: z.boolean().default(false),
});

/** Print preview and PDF for administrators (print templates), a record's print page data and its PDF. */
export const printRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db, dataDir }) => {
  const tags = ['print'];
  const files = storedFiles(db, dataDir);

  async function preview(access: Access, body: z.infer<typeof previewBody>, locale: Locale) {
    let template: TemplateSettings & { module: string };
    if (body.template) {
      checkTemplate(body.template);
      template = body.template;
    } else if (body.templateId) {
      const [row] = await db.select().from(printTemplates).where(eq(printTemplates.id, body.templateId));
      if (!row) throw new AppError(404);
      template = row;
    } else throw badInput('templateId', 'rules.required');
    const descriptor = findModule(template.module);
    if (!descriptor) throw badInput('module', 'print.unknownModule');
    const id = body.sample ? null : (body.recordId ?? (await latestRecordId(db, access, descriptor)));
    const source: PrintSource = id === null ? sampleSource(descriptor, locale) : await recordSource(db, access, descriptor, id, dataDir);
    return { document: renderDocument(source, template, locale), record: id === null ? null : { id, serialNo: source.record.serialNo } };
  }

  app.post('/printTemplate/preview', { config: { permission: 'printTemplate:list' }, schema: { tags, body: previewBody } }, async (request, reply) => {
    const { document, record } = await preview(request.auth!, request.body, request.locale);
    return reply.ok({ html: document.html, fileName: document.fileName, paper: document.settings.paper, landscape: document.settings.landscape, record });
  });

  app.post('/printTemplate/pdf', { config: { permission: 'printTemplate:list' }, schema: { tags, body: previewBody } }, async (request, reply) => {
    const { document } = await preview(request.auth!, request.body, request.locale);
    return sendPdf(reply, request.auth!.user.id, document);
  });

  /** The print page (spec §2, outside the shell): the document as HTML, and where its PDF is downloaded. */
  app.get('/print/:module/:id', { schema: { tags, params: z.object({ module: z.enum(moduleKeys), id: bigIdParam }) } }, async (request, reply) => {
    const descriptor = findModule(request.params.module)!;
    const document = await printRecord(db, dataDir, request.auth!, descriptor, request.params.id, request.locale);
    return reply.ok({
      html: document.html,
      title: document.title,
      fileName: document.fileName,
      filePath: printFilePath(descriptor.key, request.params.id),
      paper: document.settings.paper,
      landscape: document.settings.landscape,
    });
  });

  /**
   * A record's print (`filePath` print/<module>/<id>, spec §7 Files): its document as a PDF, named from the
   * template's file name parts unless the caller names it, for whoever may read the record. Any other path: a
   * stored file, shown inline.
   */
  app.get('/ge/downloadPrint', { schema: { tags: ['files'], querystring: downloadQuery } }, async (request, reply) => {
    const print = parsePrintFilePath(request.query.filePath);
    if (!print) return files.send(reply, request.auth!, request.query, 'inline');
    const descriptor = findModule(print.module);
    if (!descriptor) throw new AppError(404);
    const document = await printRecord(db, dataDir, request.auth!, descriptor, print.id, request.locale);
    return sendPdf(reply, request.auth!.user.id, document, request.query.fileName ? safePdfName(request.query.fileName) : document.fileName);
  });
};
