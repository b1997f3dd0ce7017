import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signAuthorization } from '../../shared/schemas/admin.schema.ts';
import { signAuthorizationBody } from '../../shared/schemas/config.schema.ts';
import { idParam } from '../../shared/schemas/input.schema.ts';
import { answer, nothing } from '../../shared/schemas/answer.schema.ts';
import { signatureAnswer } from '../../shared/schemas/workflow.schema.ts';
import { signAuthorizations, users, userSignatures } from '../db/schema.ts';
import { AppError, badInput } from '../lib/app-error.ts';
import { readImageUpload, sendImageFile } from '../lib/image-upload.ts';
import { SIGNATURE, signatureDir } from '../lib/signatures.ts';
import { whenNoBackup } from '../ops/backup.ts';
import { registerConfigTable } from '../lib/config-crud.ts';
import { hasAny } from '../plugins/session.plugin.ts';
import type { RouteContext } from '../lib/route-context.ts';

/**
 * Sign authorizations: who may sign for whom, on which modules, from when to when (a signer decides the grantor's
 * tasks there, lib/acting-for.ts). And each user's handwritten signature image, printed beside the steps that ask
 * for it (`oa:signature`).
 */
export const signRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db, dataDir }) => {
  registerConfigTable(app, db, {
    path: '/sign/auth',
    tag: 'config',
    table: signAuthorizations,
    id: signAuthorizations.id,
    permission: 'signAuth',
    body: signAuthorizationBody,
    row: signAuthorization,
    orderBy: [desc(signAuthorizations.id)],
    prepare: async (body) => {
      const found = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`${users.id} in (${body.grantorId}, ${body.signerId})`);
      if (found.length !== 2) throw badInput('signerId', 'errors.404');
      return body;
    },
  });

  /**
   * The sign authorizations `grantorId` granted on `module`, newest end first: those in force today, or with `all`
   * every one, switched off or outside its dates too.
   */
  const grantsOf = (grantorId: number, module: string, all: boolean) => {
    const today = new Date().toISOString().slice(0, 10);
    const inForce = and(eq(signAuthorizations.enabled, true), lte(signAuthorizations.validFrom, today), gte(signAuthorizations.validTo, today));
    return db
      .select({
        id: signAuthorizations.id,
        signerId: users.id,
        signerName: users.name,
        modules: signAuthorizations.modules,
        validFrom: signAuthorizations.validFrom,
        validTo: signAuthorizations.validTo,
        enabled: signAuthorizations.enabled,
        inForce: sql<boolean>`coalesce(${inForce}, false)`,
      })
      .from(signAuthorizations)
      .innerJoin(users, eq(users.id, signAuthorizations.signerId))
      .where(and(eq(signAuthorizations.grantorId, grantorId), sql`${module} = any(${signAuthorizations.modules})`, all ? undefined : inForce))
      .orderBy(desc(signAuthorizations.validTo), desc(signAuthorizations.id));
  };

  /** Spec §7 sign lists: who may sign for user `a` on module `b` today (sign authorization). */
  app.get('/sign/getSignList/:a/:b', { schema: { tags: ['config'], params: z.object({ a: idParam, b: z.string().max(60) }) } }, async (request, reply) => {
    const rows = await grantsOf(request.params.a, request.params.b, false);
    return reply.ok(rows.map(({ id, signerId, signerName, validFrom, validTo }) => ({ id, signerId, signerName, validFrom, validTo })));
  });

  /**
   * Spec §7 `GET /sign/getConfigSignList/{a}/{b}/{c}`: the sign authorizations user `a` granted on module `c`, for the
   * configuration view. `b` is 1 (the client's default) for those in force today, as getSignList answers them, and 0
   * for every one, switched off or outside its dates too; that full list is for `a` themself or whoever may list sign
   * authorizations (`signAuth:list`), others are refused with 4031.
   */
  app.get(
    '/sign/getConfigSignList/:a/:b/:c',
    { schema: { tags: ['config'], params: z.object({ a: idParam, b: z.enum(['0', '1']), c: z.string().min(1).max(60) }) } },
    async (request, reply) => {
      const { a, b, c } = request.params;
      const everyOne = b === '0';
      if (everyOne && a !== request.auth!.user.id && !hasAny(request.auth!, 'signAuth:list')) throw new AppError(4031);
      return reply.ok(await grantsOf(a, c, everyOne));
    },
  );

  /** The signed-in user's signature: whether there is one, and when it was last changed. */
  app.get('/sign/signature', { schema: { tags: ['config'], response: { 200: answer(signatureAnswer) } } }, async (request, reply) => {
    const [row] = await db.select({ updatedAt: userSignatures.updatedAt }).from(userSignatures).where(eq(userSignatures.userId, request.auth!.user.id));
    return reply.ok(row ? { url: SIGNATURE_IMAGE_URL, updatedAt: row.updatedAt } : null);
  });

  /** Sets (or replaces) the signed-in user's signature: multipart `file`, png or jpg by content, at most 200 KB. */
  app.post(
    '/sign/signature',
    { schema: { tags: ['config'], consumes: ['multipart/form-data'], response: { 200: answer(signatureAnswer) } } },
    async (request, reply) => {
      const { bytes, type } = await readImageUpload(request, SIGNATURE);
      const userId = request.auth!.user.id;
      const fileName = `${userId}-${randomBytes(8).toString('hex')}.${type}`;
      await mkdir(signatureDir(dataDir), { recursive: true, mode: 0o700 });
      await writeFile(path.join(signatureDir(dataDir), fileName), bytes, { mode: 0o600 });
      const [previous] = await db.select({ fileName: userSignatures.fileName }).from(userSignatures).where(eq(userSignatures.userId, userId));
      const [row] = await db
        .insert(userSignatures)
        .values({ userId, fileName })
        .onConflictDoUpdate({ target: userSignatures.userId, set: { fileName, updatedAt: new Date() } })
        .returning();
      // A backup under way may hold a copy of the row that names the old file.
      if (previous) await whenNoBackup().then(() => rm(path.join(signatureDir(dataDir), previous.fileName), { force: true }));
      return reply.ok({ url: SIGNATURE_IMAGE_URL, updatedAt: row.updatedAt }, 'messages.uploadSuccess');
    },
  );

  app.get('/sign/signature/image', { schema: { tags: ['config'] } }, async (request, reply) => {
    const [row] = await db.select({ fileName: userSignatures.fileName }).from(userSignatures).where(eq(userSignatures.userId, request.auth!.user.id));
    if (!row) throw new AppError(404);
    return sendImageFile(reply, path.join(signatureDir(dataDir), row.fileName), 'private, no-cache');
  });

  app.delete('/sign/signature', { schema: { tags: ['config'], response: { 200: answer(nothing) } } }, async (request, reply) => {
    const [removed] = await db.delete(userSignatures).where(eq(userSignatures.userId, request.auth!.user.id)).returning();
    if (!removed) throw new AppError(404);
    await whenNoBackup().then(() => rm(path.join(signatureDir(dataDir), removed.fileName), { force: true }));
    return reply.ok(null, 'messages.saved');
  });
};

const SIGNATURE_IMAGE_URL = '/prod-api/sign/signature/image';
