import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIFECYCLES, statusMessageId } from '../../../machines/index.ts';
import { labelField } from '../../modules/derive.ts';
import { findModule, MODULES } from '../../modules/index.ts';
import { fieldLabelId, permissionCode, titleId } from '../../modules/module.types.ts';
import { answer } from '../../shared/schemas/answer.schema.ts';
import { bigId, bigIdParam, idParam } from '../../shared/schemas/input.schema.ts';
import { holdings, ledgerEntry } from '../../shared/schemas/stock.schema.ts';
import type { Db } from '../db/database.ts';
import { offices, records, stockHeld, stockLedger, users } from '../db/schema.ts';
import type { Access } from '../lib/access.ts';
import { AppError } from '../lib/app-error.ts';
import { dataScopeCondition } from '../lib/data-scope.ts';
import { FILE_RESPONSE_HEADERS } from '../lib/file-kinds.ts';
import { offThread } from '../lib/off-thread.ts';
import type { RouteContext } from '../lib/route-context.ts';
import { withPickLabels } from '../engine/record-labels.ts';
import { assertDocumentReadable, readableCondition } from '../engine/document-access.policy.ts';
import { loadStored, selectRows, toRow } from '../engine/record-rows.ts';
import { readScopeCondition } from '../engine/record-scope.policy.ts';
import { contentDisposition } from '../print/print.routes.ts';
import { ASSETS, CATALOGUE, reverseEntry, UNIT } from './stock-moves.ts';

/** The module whose serial numbers are tags (descriptor `tagged`): its list prints QR labels. */
const TAGGED = MODULES.find((descriptor) => descriptor.capabilities.tagged);
const STOCKED = MODULES.filter((descriptor) => descriptor.capabilities.stock);
/** The most labels one sheet request prints (21 pages of 24). */
export const MAX_LABELS = 500;

/** What a person holds: the fixed assets in their custody, and the other goods lent to them and not yet returned. */
export async function holdingsOf(db: Db, userId: number) {
  const item = alias(records, 'item');
  const name = CATALOGUE && labelField(CATALOGUE);
  const nameOf = (row: { data: AnyPgColumn; serialNo: AnyPgColumn }) =>
    name ? sql<string>`coalesce(${row.data} ->> ${name}, ${row.serialNo})` : sql<string>`${row.serialNo}`;
  const assets =
    ASSETS && UNIT
      ? await db
          .select({
            id: records.id,
            tag: records.serialNo,
            itemId: item.id,
            item: nameOf(item),
            status: records.status,
            returnState: sql<number>`coalesce((${records.data} ->> ${UNIT.returnState})::int, 0)`,
            location: sql<string | null>`${records.data} ->> ${UNIT.location}`,
          })
          .from(records)
          .innerJoin(item, eq(item.id, sql`(${records.data} ->> ${UNIT.name})::bigint`))
          .where(and(eq(records.module, ASSETS.key), isNull(records.deletedAt), sql`(${records.data} ->> ${UNIT.holder})::int = ${userId}`))
          .orderBy(records.serialNo)
      : [];
  const assetsOf = new Map<number, number>();
  for (const asset of assets) assetsOf.set(asset.itemId, (assetsOf.get(asset.itemId) ?? 0) + 1);
  const held = await db
    .select({ itemId: stockHeld.itemId, item: nameOf(records), quantity: stockHeld.quantity })
    .from(stockHeld)
    .innerJoin(records, eq(records.id, stockHeld.itemId))
    .where(and(eq(stockHeld.holderId, userId), gt(stockHeld.quantity, 0)))
    .orderBy(stockHeld.itemId);
  const loans = held.map((row) => ({ ...row, quantity: row.quantity - (assetsOf.get(row.itemId) ?? 0) })).filter((row) => row.quantity > 0);
  return { assets, loans };
}

/**
 * The stock ledger's entries of an item or of one fixed asset, newest first, with the documents that wrote them: those
 * of the documents the reader may read (document-access.policy.ts). An asset's history counts the asset alone: its
 * receipt is one unit in, though the acceptance's line received several.
 */
async function movementsOf(db: Db, access: Access, where: { itemId?: number; assetId?: number }) {
  const asset = alias(records, 'asset');
  const document = alias(records, 'document');
  const readable = or(...STOCKED.map((descriptor) => and(eq(stockLedger.module, descriptor.key), readableCondition(access, descriptor, document))));
  return db
    .select({
      id: stockLedger.id,
      at: sql<string>`to_char(${stockLedger.createdAt}, 'YYYY-MM-DD HH24:MI:SS')`,
      kind: stockLedger.kind,
      quantity: where.assetId !== undefined ? sql<number>`sign(${stockLedger.quantity})::int` : stockLedger.quantity,
      held: stockLedger.held,
      holder: users.name,
      assetTag: asset.serialNo,
      module: stockLedger.module,
      recordId: stockLedger.recordId,
      serialNo: document.serialNo,
      reverses: stockLedger.reverses,
    })
    .from(stockLedger)
    .innerJoin(document, eq(document.id, stockLedger.recordId))
    .leftJoin(asset, eq(asset.id, stockLedger.assetId))
    .leftJoin(users, eq(users.id, stockLedger.holderId))
    .where(
      and(
        where.assetId !== undefined
          ? or(eq(stockLedger.assetId, where.assetId), and(eq(stockLedger.kind, 'receive'), inArray(stockLedger.recordId, receivedIn(db, where.assetId))))
          : eq(stockLedger.itemId, where.itemId!),
        readable,
      ),
    )
    .orderBy(desc(stockLedger.id))
    .limit(500);
}

/** The acceptance that received an asset: its receipt is the first line of the asset's history. */
const receivedIn = (db: Db, assetId: number) =>
  db
    .select({ id: sql<number>`(${records.data} ->> ${UNIT?.receivedIn ?? null})::bigint` })
    .from(records)
    .where(eq(records.id, assetId));

/** Holdings and movement histories (the ledger itself is written only by signing approvals, src/server/stock/stock-moves.ts). */
export const stockRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  const tags = ['stock'];
  // A correction of the ledger is a reversing entry (it is never edited), for whoever may remove catalogue items (the keepers).
  app.post(
    '/stock/ledger/:id/reverse',
    { config: { permission: CATALOGUE ? permissionCode(CATALOGUE, 'del') : [] }, schema: { tags, params: z.object({ id: bigIdParam }) } },
    async (request, reply) => {
      // An entry is reversed by whoever may read the document that wrote it; for anyone else it does not exist.
      const [entry] = await db
        .select({ module: stockLedger.module, recordId: stockLedger.recordId })
        .from(stockLedger)
        .where(eq(stockLedger.id, request.params.id));
      const descriptor = entry && findModule(entry.module);
      if (!descriptor) throw new AppError(404);
      await assertDocumentReadable(db, request.auth!, descriptor, await loadStored(db, descriptor, entry.recordId));
      return reply.ok({ id: await reverseEntry(db, request.params.id, request.auth!.user.id) }, 'messages.saved');
    },
  );
  app.get('/stock/holdings', { schema: { tags, response: { 200: answer(holdings) } } }, async (request, reply) =>
    reply.ok(await holdingsOf(db, request.auth!.user.id)),
  );
  // Anyone's holdings are for whoever may list the fixed assets (the keepers; HR's resignation clearance).
  app.get(
    '/stock/holdings/:userId',
    {
      config: { permission: ASSETS ? permissionCode(ASSETS, 'list') : [] },
      schema: { tags, params: z.object({ userId: idParam }), response: { 200: answer(holdings) } },
    },
    async (request, reply) => {
      // Only of a person in the reader's data scope (the users list's rule); anyone else does not exist for them.
      const [person] = await db
        .select({ id: users.id })
        .from(users)
        .leftJoin(offices, eq(offices.id, users.officeId))
        .where(
          and(
            eq(users.id, request.params.userId),
            dataScopeCondition(request.auth!, { officePath: offices.path, companyId: users.companyId, ownerId: users.id }),
          ),
        );
      if (!person) throw new AppError(404);
      return reply.ok(await holdingsOf(db, person.id));
    },
  );
  // Whoever may list the tagged records prints their labels, of the records they may read.
  app.post(
    '/stock/labels',
    {
      config: { permission: TAGGED ? permissionCode(TAGGED, 'list') : [] },
      schema: { tags, body: z.object({ ids: z.array(bigId).min(1).max(MAX_LABELS) }) },
    },
    async (request, reply) => {
      if (!TAGGED?.capabilities.tagged) throw new AppError(404);
      const access = request.auth!;
      const { name, holder } = TAGGED.capabilities.tagged;
      const ids = [...new Set(request.body.ids)];
      const stored = await selectRows(db).where(
        and(eq(records.module, TAGGED.key), inArray(records.id, ids), isNull(records.deletedAt), readScopeCondition(access, TAGGED)),
      );
      if (stored.length === 0) throw new AppError(404);
      const rows = await withPickLabels(db, TAGGED, stored.map(toRow));
      const byId = new Map(rows.map((row) => [row.id, row]));
      const inStore = request.t('engine.labels.inStore');
      const holderLabel = request.t(fieldLabelId(TAGGED, holder));
      // Where the thing is: with its holder, in store, or else its status in words (scrapped is not in store).
      const inStoreStatus = TAGGED.lifecycle ? LIFECYCLES[TAGGED.lifecycle].entries[0] : undefined;
      const whereaboutsOf = (row: { status: number }, held: unknown) => {
        if (typeof held === 'string') return request.t('engine.labels.holder', { field: holderLabel, name: held });
        if (!TAGGED.lifecycle || row.status === inStoreStatus) return inStore;
        return request.t(statusMessageId({ name: TAGGED.lifecycle }, row.status));
      };
      const labels = ids.flatMap((id) => {
        const row = byId.get(id);
        if (!row) return [];
        const named = row.pickLabels?.[name];
        return [{ tag: row.serialNo, name: typeof named === 'string' ? named : '', holder: whereaboutsOf(row, row.pickLabels?.[holder]) }];
      });
      const title = request.t('engine.labels.fileName', { title: request.t(titleId(TAGGED)) });
      const pdf = await offThread<Buffer>(new URL('./tag-labels.ts', import.meta.url), 'renderTagLabels', [labels, title], { owner: access.user.id });
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition('attachment', `${title}.pdf`))
        .headers(FILE_RESPONSE_HEADERS)
        .header('cache-control', 'private, no-cache')
        .send(pdf);
    },
  );
  app.get(
    '/stock/movements',
    {
      // The movements are the stock documents' lines: whoever may list one of those modules reads them.
      config: { permission: STOCKED.map((descriptor) => permissionCode(descriptor, 'list')) },
      schema: {
        tags,
        querystring: z
          .object({ item: bigIdParam.optional(), asset: bigIdParam.optional() })
          .refine((query) => query.item !== undefined || query.asset !== undefined, {
            message: 'rules.required',
            path: ['item'],
          }),
        response: { 200: answer(z.array(ledgerEntry)) },
      },
    },
    async (request, reply) => reply.ok(await movementsOf(db, request.auth!, { itemId: request.query.item, assetId: request.query.asset })),
  );
};
