import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { imageSize } from 'image-size';
import { z } from 'zod';
import { bigIdParam } from '../../shared/schemas/input.schema.ts';
import { OPINION_ATTACHMENTS } from '../../modules/common-fields.ts';
import { findModule } from '../../modules/index.ts';
import { OPINION_FILE_FIELD } from '../../shared/approval-actions.ts';
import type { Db } from '../db/database.ts';
import { files } from '../db/schema.ts';
import type { Access } from '../lib/access.ts';
import { AppError, badInput } from '../lib/app-error.ts';
import { extensionOf, FILE_KINDS, FILE_RESPONSE_HEADERS, storedKind, textType } from '../lib/file-kinds.ts';
import { answer } from '../../shared/schemas/answer.schema.ts';
import { uploadedFile } from '../../shared/schemas/engine.schema.ts';
import type { RouteContext } from '../lib/route-context.ts';
import { localFileStorage, type FileStorage } from './file-storage.ts';
import { assertDocumentReadable } from './document-access.policy.ts';
import { assertFileAddable, assertOpinionRoom, recordForFile, type UploadField } from './record-files.ts';
import { editableAtStep, openStepsOf } from './step-rights.policy.ts';
import { assertRecordAccess, holds } from './record-scope.policy.ts';

type FileRow = typeof files.$inferSelect;

const fileView = (row: FileRow) => ({
  id: row.id,
  name: row.originalName,
  fileName: row.originalName,
  filePath: row.storedPath,
  size: row.size,
  mime: storedKind(row.storedPath).mime,
  field: row.field,
  url: `/prod-api/ge/preview/${row.id}`,
  createdAt: row.createdAt.toISOString(),
});

/** A file may be read by whoever may read its record; a file not yet attached to a record, by its uploader. */
async function assertReadable(db: Db, access: Access, row: FileRow) {
  if (row.recordId === null) {
    if (row.uploaderId !== access.user.id && !access.isAdmin) throw new AppError(404);
    return;
  }
  const owner = await recordForFile(db, row.module, row.recordId);
  if (!owner) throw new AppError(404);
  await assertDocumentReadable(db, access, owner.descriptor, owner.row);
}

/**
 * A stored file as the browser gets it: its type from its stored extension (never a type a client claimed, nor
 * the `mime` of a row stored before that rule), shown inline only when nothing in it can run, and sandboxed.
 */
async function sendFile(reply: FastifyReply, storage: FileStorage, row: FileRow, disposition: 'attachment' | 'inline', name = row.originalName) {
  const kind = storedKind(row.storedPath);
  const shown = disposition === 'inline' && kind.inline;
  const bytes = kind.mime === 'text/plain' ? await buffer(storage.get(row.storedPath)) : null;
  return reply
    .type(bytes ? textType(bytes) : kind.mime)
    .headers(FILE_RESPONSE_HEADERS)
    .header('content-disposition', `${shown ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('cache-control', 'private, no-cache')
    .send(bytes ?? storage.get(row.storedPath));
}

/** A download: the stored path, and the name to save the file under when the caller gives one. */
export const downloadQuery = z.object({ filePath: z.string().min(1).max(300), fileName: z.string().max(200).optional() });

/** The files stored under DATA_DIR/files, and how one is sent by its path to whoever may read it. */
export function storedFiles(db: Db, dataDir: string) {
  const storage = localFileStorage(path.join(dataDir, 'files'));
  async function send(reply: FastifyReply, access: Access, query: z.infer<typeof downloadQuery>, disposition: 'attachment' | 'inline') {
    const [row] = await db.select().from(files).where(eq(files.storedPath, query.filePath)).limit(1);
    if (!row) throw new AppError(404);
    await assertReadable(db, access, row);
    return sendFile(reply, storage, row, disposition, query.fileName || row.originalName);
  }
  return { storage, send };
}

/** Spec §7 Files: upload, download, preview and the file list of a record (a record's print download is print's). */
export const fileRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db, dataDir }) => {
  const { storage, send } = storedFiles(db, dataDir);

  app.post(
    '/ge/upload',
    { schema: { tags: ['files'], consumes: ['multipart/form-data'], response: { 200: answer(uploadedFile) } } },
    async (request, reply) => {
      if (!request.isMultipart()) throw badInput('file', 'engine.uploadMissing');
      // The parts' names are the caller's: kept without a prototype, so `__proto__` is just a name.
      const fields: Record<string, string> = Object.create(null);
      // The type the client claims for the part is not read: the extension and the content decide it.
      let upload: { bytes: Buffer; filename: string; truncated: boolean } | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            const bytes = await part.toBuffer().catch(() => null);
            if (part.fieldname === 'file' && !upload)
              upload = { bytes: bytes ?? Buffer.alloc(0), filename: part.filename, truncated: !bytes || part.file.truncated };
          } else fields[part.fieldname] = String(part.value);
        }
      } catch {
        // A body that breaks off or has no boundary is the caller's input, not a server fault.
        throw badInput('file', 'engine.uploadMissing');
      }
      const descriptor = findModule(fields.module ?? '');
      if (!descriptor) throw badInput('module', 'engine.unknownField');
      // An approval opinion's attachment goes to its own field of the document, for whoever holds an open task of it.
      const forOpinion = fields.field === OPINION_FILE_FIELD;
      const field: UploadField | undefined = forOpinion
        ? OPINION_ATTACHMENTS
        : descriptor.fields.find(
            (candidate): candidate is UploadField => candidate.key === fields.field && (candidate.type === 'file' || candidate.type === 'image'),
          );
      if (!field) throw badInput('field', 'engine.unknownField');
      const access = request.auth!;
      let recordId: number | null = null;
      if (fields.record) {
        const parsed = bigIdParam.safeParse(fields.record);
        if (!parsed.success) throw badInput('record', 'rules.id');
        recordId = parsed.data;
      }
      if (forOpinion && recordId === null) throw badInput('record', 'rules.required');
      // Checked again under the record's lock (assertFileAddable); first here, so a caller without the right learns nothing more.
      if (recordId !== null) {
        const owner = await recordForFile(db, descriptor.key, recordId);
        if (!owner) throw new AppError(404);
        if (forOpinion) {
          await assertDocumentReadable(db, access, descriptor, owner.row);
          if ((await openStepsOf(db, access.user.id, descriptor, recordId)).length === 0) throw new AppError(1004);
        } else if (!(await editableAtStep(db, access, descriptor, owner.row)).includes(field.key)) assertRecordAccess(access, descriptor, owner.row, 'update');
      } else if (!holds(access, descriptor, 'add') && !holds(access, descriptor, 'update')) throw new AppError(4031);
      if (!upload || upload.bytes.length === 0) throw badInput('file', 'engine.uploadMissing');
      // Spec §5 Uploads: type, size and count come from the field's configuration and are checked here too.
      const extension = extensionOf(upload.filename);
      const kind = FILE_KINDS[extension];
      if (!field.accept.includes(extension) || !kind) throw badInput(field.key, 'engine.uploadType', { types: field.accept.join(', ') });
      if (upload.truncated || upload.bytes.length > field.maxSizeKb * 1024) throw badInput(field.key, 'engine.uploadSize', { kb: field.maxSizeKb });
      if (!kind.matches(upload.bytes)) throw badInput(field.key, 'engine.uploadContent', { extension: `.${extension}` });
      if (field.type === 'image') {
        const isImage = (() => {
          try {
            return Boolean(imageSize(upload.bytes).type);
          } catch {
            return false;
          }
        })();
        if (!isImage) throw badInput(field.key, 'engine.uploadContent', { extension: `.${extension}` });
      }
      const id = randomUUID();
      const storedPath = `${descriptor.key}/${new Date().toISOString().slice(0, 7)}/${id}.${extension}`;
      const { bytes } = upload;
      const row = await db
        .transaction(async (tx) => {
          if (recordId !== null)
            await (forOpinion
              ? assertOpinionRoom(tx, access.user.id, descriptor, field, recordId)
              : assertFileAddable(tx, access, descriptor, field, recordId));
          const [inserted] = await tx
            .insert(files)
            .values({
              id,
              module: descriptor.key,
              recordId,
              field: field.key,
              businessType: fields.businessType?.slice(0, 50) ?? null,
              originalName: path.basename(upload.filename).slice(0, 200),
              storedPath,
              size: bytes.length,
              mime: kind.mime,
              uploaderId: access.user.id,
            })
            .returning();
          // The bytes go in last, before the row commits: a refused upload stores nothing.
          await storage.put(storedPath, bytes);
          return inserted;
        })
        .catch(async (error: unknown) => {
          // Bytes written for a row that did not commit go too (before the write there is nothing to remove).
          await storage.remove(storedPath);
          throw error;
        });
      return reply.ok(fileView(row), 'messages.uploadSuccess');
    },
  );

  app.get('/ge/download', { schema: { tags: ['files'], querystring: downloadQuery } }, (request, reply) =>
    send(reply, request.auth!, request.query, 'attachment'),
  );

  /**
   * Spec §7 `GET /ge/preview/`: a file shown in the browser by its stored path (`filePath`, as download takes it, and
   * optionally the name to show), for whoever may read it; a kind the browser cannot show safely is downloaded.
   */
  app.get('/ge/preview/', { schema: { tags: ['files'], querystring: downloadQuery } }, (request, reply) => send(reply, request.auth!, request.query, 'inline'));

  app.get('/ge/preview/:id', { schema: { tags: ['files'], params: z.object({ id: z.uuid() }) } }, async (request, reply) => {
    const [row] = await db.select().from(files).where(eq(files.id, request.params.id)).limit(1);
    if (!row) throw new AppError(404);
    await assertReadable(db, request.auth!, row);
    return sendFile(reply, storage, row, 'inline');
  });

  app.get(
    '/ge/queryByIdAndModular/',
    {
      schema: {
        tags: ['files'],
        querystring: z.object({ id: bigIdParam, modular: z.string().max(64), field: z.string().max(64).optional() }),
      },
    },
    async (request, reply) => {
      const owner = await recordForFile(db, request.query.modular, request.query.id);
      if (!owner) throw new AppError(404);
      await assertDocumentReadable(db, request.auth!, owner.descriptor, owner.row);
      const conditions = [eq(files.module, owner.descriptor.key), eq(files.recordId, request.query.id)];
      if (request.query.field) conditions.push(eq(files.field, request.query.field));
      const rows = await db
        .select()
        .from(files)
        .where(and(...conditions))
        .orderBy(files.createdAt);
      return reply.ok(rows.map(fileView));
    },
  );
};
