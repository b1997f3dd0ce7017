import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { applyEvent, goodsReturnStateAfter, LIFECYCLES, NOBODY, type Asker, type GoodsEventType, type GoodsReturnState } from '../../../machines/index.ts';
import { labelField } from '../../modules/derive.ts';
import { findModule, MODULES } from '../../modules/index.ts';
import type { ModuleDescriptor, StockDef, StockMove } from '../../modules/module.types.ts';
import { conditionHolds } from '../../shared/rules/conditions.ts';
import type { Db } from '../db/database.ts';
import { records, stockHeld, stockLedger, stockOnHand } from '../db/schema.ts';
import { allocateSerials } from '../engine/serial-number.ts';
import { AppError, badInput } from '../lib/app-error.ts';
import { writeMove } from '../engine/record-move.ts';
import { addLinePickRule } from '../engine/record-references.ts';
import { addSaveWarning } from '../engine/save-warnings.ts';
import type { MessageValues } from '../../shared/money-format.ts';

/**
 * Stock documents (descriptor `stock`, src/server/stock/README.md): what a submission checks and what the signing
 * approval writes to the append-only ledger, in the approval's transaction. The database keeps the sums and refuses
 * any entry that would take a quantity below zero; this file turns lines into entries and refusals into messages.
 */

type Row = typeof records.$inferSelect;
type Line = { index: number; itemId: number; assetId: number | null; quantity: number; rejected: number };
type Problem = { field: string; messageId: string; values: MessageValues };

/** How each move changes the store and what the holder holds, per unit, and the goods event an asset takes. */
const MOVES: Record<StockMove, { store: 1 | 0 | -1; held: 1 | 0 | -1; assetHeld: 1 | 0 | -1; event?: GoodsEventType }> = {
  receive: { store: 1, held: 0, assetHeld: 0 },
  // Issued consumables are used up; an issued fixed asset stays with the person it was issued to.
  issue: { store: -1, held: 0, assetHeld: 1, event: 'goods.issue' },
  lend: { store: -1, held: 1, assetHeld: 1, event: 'goods.lend' },
  return: { store: 1, held: -1, assetHeld: -1, event: 'goods.return' },
  scrap: { store: -1, held: 0, assetHeld: 0, event: 'goods.scrap' },
};

/** The signing approval is the authority of the assets' moves; the goods machine still decides each. */
const SYSTEM: Asker = { ...NOBODY, isAdmin: true };
const whole = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? 0));

function linesOf(stock: StockDef, data: Record<string, unknown>): Line[] {
  const rows = Array.isArray(data[stock.lines]) ? (data[stock.lines] as Record<string, unknown>[]) : [];
  return rows.map((row, index) => ({
    index,
    itemId: whole(row[stock.item]),
    assetId: stock.asset && row[stock.asset] != null && row[stock.asset] !== '' ? whole(row[stock.asset]) : null,
    quantity: whole(row[stock.quantity]),
    rejected: stock.rejected ? whole(row[stock.rejected]) : 0,
  }));
}

const cell = (stock: StockDef, line: Line, column: string) => `${stock.lines}.${line.index}.${column}`;
/** The module a detail table's record-pick column picks. */
export const pickTarget = (descriptor: ModuleDescriptor, table: string, column: string) => {
  const field = descriptor.fields.find((candidate) => candidate.key === table);
  const pick = field?.type === 'subTable' ? field.columns.find((candidate) => candidate.key === column) : undefined;
  return pick?.type === 'recordPick' && typeof pick.target === 'object' ? findModule(pick.target.module) : undefined;
};
/** The catalogue: the module the stock documents' item column picks. */
export const CATALOGUE = MODULES.filter((descriptor) => descriptor.capabilities.stock)
  .map((descriptor) => pickTarget(descriptor, descriptor.capabilities.stock!.lines, descriptor.capabilities.stock!.item))
  .find(Boolean);
const ITEM_NAME = CATALOGUE && labelField(CATALOGUE);
/** The fixed assets: the module whose records stock acceptances make, one a unit, and the fields its `tagged` names. */
export const ASSETS = MODULES.find((descriptor) => MODULES.some((receiving) => receiving.capabilities.stock?.assets?.module === descriptor.key));
export const UNIT = ASSETS?.capabilities.tagged;
if (ASSETS && !UNIT) throw new Error(`${ASSETS.key}: stock acceptances make its records, so it declares \`tagged\``);

/**
 * What a stock document's asset column may pick for a line, as its signing would accept it: an asset of the line's
 * item, in a status the move's event takes (in store to issue, lend or scrap; out to return), and for a return one
 * the returner holds.
 */
addLinePickRule((access, picking, table, column, values = {}) => {
  const stock = picking.capabilities.stock;
  if (!stock?.asset || !UNIT || table !== stock.lines || column !== stock.asset) return undefined;
  const move = MOVES[stock.move];
  const movable = move.event
    ? LIFECYCLES.goods.statuses.filter((status) => applyEvent(LIFECYCLES.goods, status.code, { doc: {}, asker: SYSTEM }, { type: move.event! }).ok)
    : [];
  const item = values[stock.item];
  const holder = stock.holder ? values[stock.holder] : access.user.id;
  return and(
    item === undefined || item === '' ? undefined : sql`${records.data} ->> ${UNIT.name} = ${String(item)}`,
    move.event
      ? inArray(
          records.status,
          movable.map((status) => status.code),
        )
      : undefined,
    move.held < 0 ? sql`${records.data} ->> ${UNIT.holder} = ${String(holder ?? access.user.id)}` : undefined,
  );
});

/** How a message names a catalogue item: by its name, else its serial number. */
const labelOf = (row: Row | undefined) => String((ITEM_NAME ? row?.data[ITEM_NAME] : undefined) ?? row?.serialNo ?? '');

async function rowsById(tx: Db, ids: number[], lock: boolean) {
  if (ids.length === 0) return new Map<number, Row>();
  const query = tx
    .select()
    .from(records)
    .where(
      and(
        inArray(
          records.id,
          [...new Set(ids)].sort((a, b) => a - b),
        ),
        isNull(records.deletedAt),
      ),
    )
    .orderBy(records.id);
  return new Map((await (lock ? query.for('update') : query)).map((row) => [row.id, row]));
}

/** Sums of `quantity` per item of entries matching `where`. */
async function sumsByItem(tx: Db, itemIds: number[], table: typeof stockOnHand | typeof stockHeld, holderId?: number) {
  if (itemIds.length === 0) return new Map<number, number>();
  const where = table === stockHeld ? and(inArray(stockHeld.itemId, itemIds), eq(stockHeld.holderId, holderId ?? 0)) : inArray(stockOnHand.itemId, itemIds);
  const rows = await tx.select({ itemId: table.itemId, quantity: table.quantity }).from(table).where(where);
  return new Map(rows.map((row) => [row.itemId, row.quantity]));
}

/** Which items are tracked one by one as records of `assetModule`: those its receiving module's `assets.when` matches. */
const trackedOneByOne = (assetModule: string | undefined) =>
  MODULES.find((candidate) => candidate.capabilities.stock?.assets?.module === assetModule)?.capabilities.stock?.assets?.when;

const holderOf = (stock: StockDef, record: Row) =>
  stock.holder && typeof record.data[stock.holder] === 'number' ? (record.data[stock.holder] as number) : record.creatorId;

/**
 * Everything wrong with a stock document's lines against the stock as it stands: items and assets that do not exist or
 * do not match, fixed assets not in a state to move, more asked than in store (or than the holder holds, for a return),
 * more accepted than the order still has to deliver. With `lock`, the assets and the order are locked first (the
 * signing approval), so what is checked cannot change before the entries are written.
 */
async function problemsOf(tx: Db, descriptor: ModuleDescriptor, record: Row, lock: boolean): Promise<Problem[]> {
  const stock = descriptor.capabilities.stock!;
  const move = MOVES[stock.move];
  const lines = linesOf(stock, record.data);
  if (lines.length === 0) return [{ field: stock.lines, messageId: 'rules.required', values: {} }];
  const problems: Problem[] = [];
  const items = await rowsById(
    tx,
    lines.map((line) => line.itemId),
    false,
  );
  const assets = await rowsById(
    tx,
    lines.flatMap((line) => (line.assetId === null ? [] : [line.assetId])),
    lock,
  );
  const itemModule = pickTarget(descriptor, stock.lines, stock.item);
  const holder = holderOf(stock, record);
  const tracked = stock.asset ? trackedOneByOne(pickTarget(descriptor, stock.lines, stock.asset)?.key) : undefined;
  for (const line of lines) {
    const item = items.get(line.itemId);
    if (!item || item.module !== itemModule?.key) {
      problems.push({ field: cell(stock, line, stock.item), messageId: 'engine.invalidPick', values: {} });
      continue;
    }
    if (line.assetId === null) {
      // An item tracked one by one (a fixed asset) moves only as a named asset.
      if (tracked && conditionHolds(tracked, item.data))
        problems.push({ field: cell(stock, line, stock.asset!), messageId: 'engine.stock.assetNeeded', values: { item: labelOf(item) } });
      continue;
    }
    const asset = assets.get(line.assetId);
    const at = cell(stock, line, stock.asset!);
    if (!asset) problems.push({ field: at, messageId: 'engine.invalidPick', values: {} });
    else if (line.quantity !== 1) problems.push({ field: cell(stock, line, stock.quantity), messageId: 'engine.stock.assetOne', values: {} });
    else if (Number(asset.data[UNIT!.name]) !== line.itemId)
      problems.push({ field: at, messageId: 'engine.stock.assetOfItem', values: { tag: asset.serialNo, item: labelOf(item) } });
    else if (!applyEvent(LIFECYCLES.goods, asset.status, { doc: asset.data, asker: SYSTEM }, { type: move.event! }).ok)
      problems.push({ field: at, messageId: 'engine.stock.assetUnavailable', values: { tag: asset.serialNo } });
    else if (move.held < 0 && asset.data[UNIT!.holder] !== holder)
      problems.push({ field: at, messageId: 'engine.stock.assetNotHeld', values: { tag: asset.serialNo } });
  }
  if (problems.length) return problems;

  const asked = new Map<number, number>();
  for (const line of lines) asked.set(line.itemId, (asked.get(line.itemId) ?? 0) + line.quantity);
  const itemIds = [...asked.keys()];
  if (move.store < 0) {
    const onHand = await sumsByItem(tx, itemIds, stockOnHand);
    for (const [itemId, quantity] of asked)
      if ((onHand.get(itemId) ?? 0) < quantity)
        problems.push({
          field: stock.lines,
          messageId: 'engine.stock.notEnough',
          values: { item: labelOf(items.get(itemId)), onHand: onHand.get(itemId) ?? 0, asked: quantity },
        });
  }
  if (move.held < 0) {
    const held = await sumsByItem(tx, itemIds, stockHeld, holder);
    for (const [itemId, quantity] of asked)
      if ((held.get(itemId) ?? 0) < quantity)
        problems.push({ field: stock.lines, messageId: 'engine.stock.notHeld', values: { item: labelOf(items.get(itemId)), held: held.get(itemId) ?? 0 } });
  }
  if (stock.against && record.data[stock.against.via] != null) problems.push(...(await againstProblems(tx, descriptor, record, lines, items, lock)));
  return problems;
}

/** How a move against another document words a line that is not on it, or more than it still has. */
const AGAINST_MESSAGES: Partial<Record<StockMove, { notOn: string; over: string }>> = {
  receive: { notOn: 'engine.stock.notOrdered', over: 'engine.stock.overOrdered' },
  return: { notOn: 'engine.stock.notLent', over: 'engine.stock.overLent' },
};

/**
 * What the document a stock document moves `against` (an order, a borrowing) still has outstanding of each item: its
 * lines less what the signed documents of this module picking it moved of them (the ledger's entries of this move).
 */
async function outstandingOf(tx: Db, descriptor: ModuleDescriptor, against: NonNullable<StockDef['against']>, target: Row) {
  const listed = new Map<number, number>();
  for (const row of Array.isArray(target.data[against.lines]) ? (target.data[against.lines] as Record<string, unknown>[]) : [])
    listed.set(whole(row[against.item]), (listed.get(whole(row[against.item])) ?? 0) + whole(row[against.quantity]));
  const moved = await tx
    .select({ itemId: stockLedger.itemId, quantity: sql<number>`sum(${stockLedger.quantity})::int` })
    .from(stockLedger)
    .innerJoin(records, eq(records.id, stockLedger.recordId))
    .where(
      and(
        eq(stockLedger.module, descriptor.key),
        sql`${records.data} ->> ${against.via} = ${String(target.id)}`,
        eq(stockLedger.kind, descriptor.capabilities.stock!.move),
      ),
    )
    .groupBy(stockLedger.itemId);
  for (const row of moved) listed.set(row.itemId, (listed.get(row.itemId) ?? 0) - Math.abs(row.quantity));
  return listed;
}

/**
 * A document moving stock against another (an acceptance against its order, a return against its borrowing): each
 * item is on that document, and what is moved stays within what it still has outstanding; against a document that
 * moved the goods to a person (a borrowing), only that person moves them back.
 */
async function againstProblems(tx: Db, descriptor: ModuleDescriptor, record: Row, lines: Line[], items: Map<number, Row>, lock: boolean) {
  const stock = descriptor.capabilities.stock!;
  const against = stock.against!;
  const targetId = whole(record.data[against.via]);
  const [target] = await rowsById(tx, [targetId], lock).then((rows) => [...rows.values()]);
  const targetModule = target && findModule(target.module);
  if (!target || !targetModule || targetModule.key !== pickedModule(descriptor, against.via))
    return [{ field: against.via, messageId: 'engine.invalidPick', values: {} }];
  if (targetModule.capabilities.stock?.holder && holderOf(targetModule.capabilities.stock, target) !== holderOf(stock, record))
    return [{ field: stock.holder ?? against.via, messageId: 'engine.stock.notHolder', values: {} }];
  const outstanding = await outstandingOf(tx, descriptor, against, target);
  const messages = AGAINST_MESSAGES[stock.move]!;
  const problems: Problem[] = [];
  const asked = new Map<number, number>();
  for (const line of lines) {
    const item = labelOf(items.get(line.itemId));
    if (!outstanding.has(line.itemId)) {
      problems.push({ field: cell(stock, line, stock.item), messageId: messages.notOn, values: { item } });
      continue;
    }
    asked.set(line.itemId, (asked.get(line.itemId) ?? 0) + line.quantity);
    const remaining = outstanding.get(line.itemId)! - (asked.get(line.itemId)! - line.quantity);
    if (line.quantity > remaining) problems.push({ field: cell(stock, line, stock.quantity), messageId: messages.over, values: { item, remaining } });
  }
  return problems;
}

/** The module a record-pick field of the document picks. */
const pickedModule = (descriptor: ModuleDescriptor, key: string) => {
  const pick = descriptor.fields.find((field) => field.key === key);
  return pick?.type === 'recordPick' && typeof pick.target === 'object' ? pick.target.module : undefined;
};

/**
 * Whether the document, once its lines are moved, leaves nothing outstanding of the document it moves `against` (the
 * last return of a borrowing): an effect `when: 'settled'` waits for it. Asked in the signing approval, before this
 * document's entries are written.
 */
export async function settlesAgainst(tx: Db, descriptor: ModuleDescriptor, record: Row): Promise<boolean> {
  const stock = descriptor.capabilities.stock;
  if (!stock?.against) return true;
  const [target] = await rowsById(tx, [whole(record.data[stock.against.via])], false).then((rows) => [...rows.values()]);
  if (!target) return false;
  const outstanding = await outstandingOf(tx, descriptor, stock.against, target);
  for (const line of linesOf(stock, record.data)) outstanding.set(line.itemId, (outstanding.get(line.itemId) ?? 0) - line.quantity);
  return [...outstanding.values()].every((left) => left <= 0);
}

/**
 * A draft saved with lines the submission would refuse (more accepted than the contract still has to deliver, more
 * issued than is on hand) says so at once, as a warning; a draft still without lines or items is only being staged.
 */
addSaveWarning(async (db, descriptor, row) => {
  if (!descriptor.capabilities.stock) return [];
  const [stored] = await db.select().from(records).where(eq(records.id, row.id));
  if (!stored) return [];
  const problems = await problemsOf(db, descriptor, stored, false);
  return problems.filter((problem) => problem.messageId.startsWith('engine.stock.'));
});

/** A submission asks for stock that is there: the first problem answers 1001 naming its line, nothing is submitted. */
export async function checkStockBefore(tx: Db, descriptor: ModuleDescriptor, record: Row) {
  const [problem] = await problemsOf(tx, descriptor, record, false);
  if (problem) throw badInput(problem.field, problem.messageId as never, problem.values);
}

/** An approval finding the stock changed since the submission: 2002, the document stays in approval. */
const changed = (problem: Problem) =>
  new AppError(2002, (problem.messageId === 'engine.stock.notEnough' ? 'engine.stock.changed' : problem.messageId) as never, problem.values, problem.field);

const QUANTITY_CHECKS = new Set(['stock_on_hand_quantity_check', 'stock_held_quantity_check']);
function brokenCheck(error: unknown): string | null {
  for (let cause = error as { code?: string; constraint?: string; cause?: unknown } | undefined; cause; cause = cause.cause as typeof cause)
    if (cause.code === '23514' && cause.constraint && QUANTITY_CHECKS.has(cause.constraint)) return cause.constraint;
  return null;
}

/**
 * The signing approval of a stock document: checks again under the locks, then writes one ledger entry per line
 * (items in id order, so two documents never wait on each other's items), creates the fixed assets an acceptance
 * receives and moves the assets its lines name. An entry the database refuses (another approval took the stock
 * first) refuses this approval with 2002, and the whole transaction is undone.
 */
export async function postStock(tx: Db, descriptor: ModuleDescriptor, record: Row, actorId: number | null) {
  const stock = descriptor.capabilities.stock!;
  const move = MOVES[stock.move];
  const [problem] = await problemsOf(tx, descriptor, record, true);
  if (problem) throw changed(problem);
  const lines = linesOf(stock, record.data);
  const holder = holderOf(stock, record);
  const entries = lines
    .filter((line) => line.quantity > 0)
    .map((line) => ({
      itemId: line.itemId,
      assetId: line.assetId,
      quantity: move.store * line.quantity,
      held: (line.assetId === null ? move.held : move.assetHeld) * line.quantity,
      holderId: move.held !== 0 || (line.assetId !== null && move.assetHeld !== 0) ? holder : null,
      kind: stock.move,
      module: descriptor.key,
      recordId: record.id,
      line: line.index,
      actorId,
    }))
    .sort((a, b) => a.itemId - b.itemId || a.line - b.line);
  try {
    // A savepoint: when the database refuses an entry, what is on hand can still be read for the message.
    await tx.transaction(async (savepoint) => {
      for (const entry of entries) await savepoint.insert(stockLedger).values(entry);
    });
  } catch (error) {
    const constraint = brokenCheck(error);
    if (!constraint) throw error;
    const [first] = await problemsOf(tx, descriptor, record, false);
    throw first ? changed(first) : new AppError(2002);
  }
  if (stock.assets) await receiveAssets(tx, descriptor, record, lines);
  if (move.event) await moveAssets(tx, record, lines, move.event, holder, actorId);
}

/** An acceptance's fixed assets: one record each (status 1 normal, in store), its serial number the tag. */
async function receiveAssets(tx: Db, descriptor: ModuleDescriptor, record: Row, lines: Line[]) {
  const { module, when, location } = descriptor.capabilities.stock!.assets!;
  const assetModule = findModule(module)!;
  const items = await rowsById(
    tx,
    lines.map((line) => line.itemId),
    false,
  );
  const assets = lines.flatMap((line) =>
    conditionHolds(when, items.get(line.itemId)?.data ?? {})
      ? Array.from({ length: line.quantity }, () => ({
          [UNIT!.name]: line.itemId,
          [UNIT!.receivedIn]: record.id,
          [UNIT!.returnState]: 0 as GoodsReturnState,
          ...(location && record.data[location] ? { [UNIT!.location]: record.data[location] } : {}),
        }))
      : [],
  );
  if (assets.length === 0) return;
  const tags = await allocateSerials(tx, assetModule, assets.length);
  const [entry] = LIFECYCLES.goods.entries;
  await tx.insert(records).values(
    assets.map((data, index) => ({
      module: assetModule.key,
      serialNo: tags[index],
      status: entry,
      data,
      creatorId: record.creatorId,
      officeId: record.officeId,
      companyId: record.companyId,
      officePath: record.officePath,
    })),
  );
}

/** The assets the lines name take the goods event: status, custodian and return state, each with its history row. */
async function moveAssets(tx: Db, record: Row, lines: Line[], event: GoodsEventType, holder: number, actorId: number | null) {
  const assets = await rowsById(
    tx,
    lines.flatMap((line) => (line.assetId === null ? [] : [line.assetId])),
    true,
  );
  for (const asset of assets.values()) {
    const moved = applyEvent(LIFECYCLES.goods, asset.status, { doc: asset.data, asker: SYSTEM }, { type: event });
    if (!moved.ok) throw new AppError(2002);
    const keeps = event === 'goods.issue' || event === 'goods.lend';
    const data = {
      ...asset.data,
      [UNIT!.holder]: keeps ? holder : null,
      [UNIT!.returnState]: goodsReturnStateAfter({ type: event }, (asset.data[UNIT!.returnState] ?? 0) as GoodsReturnState),
    };
    await writeMove(tx, { record: asset, to: moved.to, data, event, actorId, opinion: record.serialNo });
  }
}

/**
 * A correction: the entry that cancels entry `id` (the same item, holder, document and line, the opposite changes),
 * never an edit of it. Each entry is reversed once (1001 `engine.stock.reversed` otherwise); a fixed asset's move is
 * corrected by the document that moves it back (a return), not here (1001 `engine.stock.assetReverse`); a reversal
 * that would take a quantity below zero is refused by the database (1001 `engine.stock.notEnough`).
 */
export async function reverseEntry(db: Db, id: number, actorId: number) {
  return db.transaction(async (tx) => {
    const [entry] = await tx.select().from(stockLedger).where(eq(stockLedger.id, id));
    if (!entry) throw new AppError(404);
    if (entry.assetId !== null) throw new AppError(1001, 'engine.stock.assetReverse' as never);
    if (entry.reverses !== null) throw new AppError(1001, 'engine.stock.reversed' as never);
    const [done] = await tx.select({ id: stockLedger.id }).from(stockLedger).where(eq(stockLedger.reverses, id));
    if (done) throw new AppError(1001, 'engine.stock.reversed' as never);
    try {
      await tx.transaction(async (savepoint) => {
        await savepoint.insert(stockLedger).values({
          itemId: entry.itemId,
          quantity: -entry.quantity,
          held: -entry.held,
          holderId: entry.holderId,
          kind: entry.kind,
          module: entry.module,
          recordId: entry.recordId,
          line: entry.line,
          reverses: entry.id,
          actorId,
        });
      });
    } catch (error) {
      if (!brokenCheck(error)) throw error;
      const [item] = await tx.select().from(records).where(eq(records.id, entry.itemId));
      const onHand = (await sumsByItem(tx, [entry.itemId], stockOnHand)).get(entry.itemId) ?? 0;
      throw new AppError(1001, 'engine.stock.notEnough' as never, { item: labelOf(item), onHand, asked: -entry.quantity });
    }
    const [reversal] = await tx.select({ id: stockLedger.id }).from(stockLedger).where(eq(stockLedger.reverses, id));
    return reversal.id;
  });
}
