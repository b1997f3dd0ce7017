import { setImmediate } from 'node:timers/promises';
import { and, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { LIFECYCLES } from '../../../machines/index.ts';
import { editableInStatus } from '../../modules/derive.ts';
import type { ModuleDescriptor } from '../../modules/module.types.ts';
import type { Locale } from '../../shared/i18n/locales.ts';
import { DEFAULT_PAGE_SIZE, type ListQuery, type RecordRow } from '../../shared/schemas/engine.schema.ts';
import { selectRows as selectRowsOf, type Db } from '../db/database.ts';
import { records } from '../db/schema.ts';
import type { Access } from '../lib/access.ts';
import { AppError } from '../lib/app-error.ts';
import { BATCH_SIZE, batchesOf } from '../lib/batches.ts';
import { assertDocumentReadable } from './document-access.policy.ts';
import { linkFiles } from './record-files.ts';
import { firstError, pickFields, prepareData } from './record-input.ts';
import { withPickLabels } from './record-labels.ts';
import { preCheck, recordRefusals, refusalTexts } from './record-permits.ts';
import { loadStored, selectRows, toRow } from './record-rows.ts';
import { assertSavable, saveRefusal } from './record-save.policy.ts';
import { checkReferences, pickForCondition } from './record-references.ts';
import { assertRecordAccess, privacyOf, readScopeCondition, withoutPrivate } from './record-scope.policy.ts';
import { checkBookings, checkExclusive, withInitialMarks } from './record-holds.ts';
import { checkUnique } from './record-unique.ts';
import { checkHeldAgainst, checkLimits } from './record-rules.ts';
import { appliedForm } from './form-override.ts';
import { withoutLocked } from '../../modules/form-override.ts';
import { compileListConditions, compileOrder } from './search.compiler.ts';
import { allocateSerials } from './serial-number.ts';
import { openStepsOf, readerView, stepRightsOf, withStepRights } from './step-rights.policy.ts';
import { saveAtStep } from './step-save.ts';

/**
 * Totals are exact up to this many rows; beyond it the count stops and the page says so (`totalExact: false`),
 * so a list over a million records costs a bounded scan instead of a full count.
 */
export const COUNT_CAP = 10_000;

/** The rows a list query matches in the reader's data scope. */
export function listWhere(access: Access, descriptor: ModuleDescriptor, query: ListQuery): SQL {
  return and(
    eq(records.module, descriptor.key),
    isNull(records.deletedAt),
    readScopeCondition(access, descriptor),
    pickForCondition(access, descriptor, query.pickFor),
    ...compileListConditions(descriptor, query, privacyOf(access, descriptor)),
  )!;
}

/**
 * The two statements of a list page: the rows (one more than the page, which tells whether another page follows),
 * and the count capped at COUNT_CAP + 1, built only when asked for (benchmarks run them bare).
 */
export function pageStatements(db: Db, access: Access, descriptor: ModuleDescriptor, query: ListQuery) {
  const pageIndex = query.page?.pageIndex ?? 1;
  const limit = query.page?.limit ?? DEFAULT_PAGE_SIZE;
  const where = listWhere(access, descriptor, query);
  const rows = selectRows(db)
    .where(where)
    .orderBy(...compileOrder(descriptor, query, privacyOf(access, descriptor)))
    .limit(limit + 1)
    .offset((pageIndex - 1) * limit);
  return { rows, count: () => cappedCount(db, where), pageIndex, limit };
}

function cappedCount(db: Db, where: SQL) {
  const capped = db
    .select({ one: sql`1` })
    .from(records)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('capped');
  return db.select({ n: count() }).from(capped);
}

/**
 * Spec §3 Table list query: one page in the user's data scope, with the (capped) total, or without it when the
 * query says `withTotal: false` (the total is then known only where the page itself shows it: a last page).
 */
export async function pageRecords(db: Db, access: Access, descriptor: ModuleDescriptor, query: ListQuery, locale?: Locale) {
  const statements = pageStatements(db, access, descriptor, query);
  const { pageIndex, limit } = statements;
  const counting = query.withTotal !== false;
  let found: Awaited<typeof statements.rows>;
  let n: number | null = null;
  if (pageIndex === 1 || !counting) {
    found = await statements.rows;
    // A page with rows and none after it ends the result: its total needs no count.
    if (found.length > 0 ? found.length <= limit : pageIndex === 1) n = (pageIndex - 1) * limit + found.length;
    else if (counting) n = Number((await statements.count())[0]?.n ?? 0);
  } else {
    const [rows, counted] = await Promise.all([statements.rows, statements.count()]);
    [found, n] = [rows, Number(counted[0]?.n ?? 0)];
  }
  const rows = found.slice(0, limit);
  return {
    list: await readerView(
      db,
      access.user.id,
      descriptor,
      await withPickLabels(
        db,
        descriptor,
        // With the reader's language: why each row may not be edited or deleted, so the list shows only what is left.
        rows.map((row) => {
          const flat = withoutPrivate(access, descriptor, row, toRow(row));
          return locale ? { ...flat, refused: refusalTexts(locale, descriptor, row.status, recordRefusals(access, descriptor, row, flat)) } : flat;
        }),
      ),
    ),
    total: n === null ? null : Math.min(n, COUNT_CAP),
    totalExact: n !== null && n <= COUNT_CAP,
    more: found.length > limit,
    pageIndex,
    limit,
  };
}

/**
 * How many records a list query matches in the reader's scope (the same condition as its rows): exact up to
 * COUNT_CAP, beyond it the cap and the planner's estimate of the whole, which costs no scan.
 */
export async function countRecords(db: Db, access: Access, descriptor: ModuleDescriptor, query: ListQuery) {
  const where = listWhere(access, descriptor, query);
  const n = Number((await cappedCount(db, where))[0]?.n ?? 0);
  if (n <= COUNT_CAP) return { total: n, totalExact: true, estimate: null };
  const plan = db
    .select({ one: sql`1` })
    .from(records)
    .where(where);
  const [explained] = await selectRowsOf<{ 'QUERY PLAN': unknown }>(db, sql`explain (format json) ${plan}`);
  const text = explained?.['QUERY PLAN'];
  const rows = Number((typeof text === 'string' ? JSON.parse(text) : text)?.[0]?.Plan?.['Plan Rows'] ?? 0);
  // The planner may guess below what was just counted; the estimate is never less than that.
  return { total: COUNT_CAP, totalExact: false, estimate: Math.max(Math.round(rows), COUNT_CAP + 1) };
}

/**
 * Every record the query matches, in its order, a batch at a time (exports). The ordered ids are read once,
 * then rows by id, so a large export costs the same per batch instead of an ever longer offset scan.
 */
export async function* allRecords(db: Db, access: Access, descriptor: ModuleDescriptor, query: ListQuery, batch = 1000): AsyncGenerator<RecordRow[]> {
  const ids = (
    await db
      .select({ id: records.id })
      .from(records)
      .where(listWhere(access, descriptor, query))
      .orderBy(...compileOrder(descriptor, query, privacyOf(access, descriptor)))
  ).map((row) => row.id);
  for (let start = 0; start < ids.length; start += batch) {
    const slice = ids.slice(start, start + batch);
    const byId = new Map((await selectRows(db).where(inArray(records.id, slice))).map((row) => [row.id, row]));
    yield readerView(
      db,
      access.user.id,
      descriptor,
      slice.flatMap((id) => (byId.has(id) ? [withoutPrivate(access, descriptor, byId.get(id)!, toRow(byId.get(id)!))] : [])),
    );
  }
}

/**
 * One record the user may read (404 otherwise, spec §3 data scope). An approver at a step with field rights gets
 * them (`stepRights`) and does not get the fields the step hides.
 */
export async function getRecord(db: Db, access: Access, descriptor: ModuleDescriptor, id: number, locale?: Locale): Promise<RecordRow> {
  const row = await loadStored(db, descriptor, id);
  await assertDocumentReadable(db, access, descriptor, row);
  const [shown] = await withPickLabels(db, descriptor, [withoutPrivate(access, descriptor, row, toRow(row))]);
  const rights = descriptor.flow ? stepRightsOf(descriptor, await openStepsOf(db, access.user.id, descriptor, id)) : null;
  if (!locale) return withStepRights(shown, rights);
  const { update, ...refusals } = recordRefusals(access, descriptor, row);
  // The approver of a step that makes fields editable saves them (step-save.ts), whatever the plain save says.
  const saves = Object.values(rights ?? {}).includes('editable');
  return withStepRights({ ...shown, refused: refusalTexts(locale, descriptor, row.status, saves || !update ? refusals : { update, ...refusals }) }, rights);
}

/** The project leader a record names, or with `<pick>.<field>` the one of the record its pick names (read in the saving transaction). */
async function leaderOf(db: Db, descriptor: ModuleDescriptor, data: Record<string, unknown>): Promise<number | null> {
  const [own, through] = descriptor.capabilities.access?.projectLeader?.split('.') ?? [];
  const value = own ? data[own] : undefined;
  if (!through) return typeof value === 'number' ? value : null;
  if (typeof value !== 'number') return null;
  const [picked] = await db
    .select({ leader: sql<string | null>`${records.data} ->> ${through}::text` })
    .from(records)
    .where(eq(records.id, value));
  return picked?.leader && /^\d+$/.test(picked.leader) ? Number(picked.leader) : null;
}

function ownerColumns(access: Access) {
  return { creatorId: access.user.id, officeId: access.user.officeId, companyId: access.user.companyId, officePath: access.user.officePath ?? '' };
}

/**
 * Creates records already validated by prepareData, numbering them from the descriptor's template. The
 * creator's office path is copied onto each record so data-scope filters need no join (spec §3). Run it inside a
 * transaction: the limits hold the records they read until the new ones are in, and should anything fail the
 * serial numbers taken go back with the rest, so numbers are used only by records saved. Any number of items
 * costs a few statements per batch of BATCH_SIZE.
 */
export async function insertPrepared(db: Db, access: Access, descriptor: ModuleDescriptor, items: Record<string, unknown>[]): Promise<number[]> {
  if (items.length === 0) return [];
  // A field not editable in a new record's status (a total an effect keeps, a split's parts) starts empty.
  // A record starts where its lifecycle does (a bug as a draft, 1); a plain register's stays 0.
  const status = descriptor.lifecycle ? LIFECYCLES[descriptor.lifecycle].entries[0] : 0;
  const startsEmpty = new Set(
    descriptor.fields.filter((field) => field.editable?.statuses && !field.editable.statuses.includes(status)).map((field) => field.key),
  );
  if (startsEmpty.size) items = items.map((data) => Object.fromEntries(Object.entries(data).filter(([key]) => !startsEmpty.has(key))));
  items = withInitialMarks(descriptor, items);
  await checkReferences(db, access, descriptor, items, null);
  await checkLimits(db, access, descriptor, items, null);
  await checkExclusive(db, descriptor, items, null);
  await checkBookings(db, descriptor, items, null);
  await checkUnique(db, descriptor, items, null);
  const serials = await allocateSerials(db, descriptor, items.length);
  const owner = ownerColumns(access);
  const leaders = await Promise.all(items.map((data) => leaderOf(db, descriptor, data)));
  const ids: number[] = [];
  for (const [index, batch] of batchesOf(items).entries()) {
    // Embedded PostgreSQL runs each statement on the server's own thread: other requests get their turn between batches.
    if (index > 0) await setImmediate();
    const inserted = await db
      .insert(records)
      .values(
        batch.map((data, offset) => ({
          module: descriptor.key,
          serialNo: serials[index * BATCH_SIZE + offset],
          data,
          projectLeaderId: leaders[index * BATCH_SIZE + offset],
          status,
          ...owner,
        })),
      )
      .returning({ id: records.id });
    ids.push(...inserted.map((row) => row.id));
  }
  for (const [index, id] of ids.entries()) await linkFiles(db, descriptor, items[index], id);
  return ids;
}

/**
 * Spec §4 staging: saves a draft (status 0) with required rules off unless asked for. The module's form
 * override applies: its required fields are required, its hidden and read-only fields are not taken from input.
 */
export async function createRecord(
  db: Db,
  access: Access,
  descriptor: ModuleDescriptor,
  input: Record<string, unknown>,
  options = { required: false },
): Promise<RecordRow> {
  const form = await appliedForm(db, descriptor);
  const { data, errors } = prepareData(form.descriptor, withoutLocked(input, form.applied), options);
  if (errors.length) throw firstError(errors);
  // One transaction: the descriptor's limits hold the records they read until the new one is in.
  return db.transaction(async (tx) => {
    const [id] = await insertPrepared(tx, access, descriptor, [data]);
    return toRow(await loadStored(tx, descriptor, id));
  });
}

/**
 * Saves changes to the fields given, if the caller edited the current version; a stale version is refused
 * with 409 and nothing is overwritten. The status never changes here (STYLE.md rule 3).
 */
export async function updateRecord(
  db: Db,
  access: Access,
  descriptor: ModuleDescriptor,
  id: number,
  input: Record<string, unknown>,
  version: number,
  options = { required: false },
): Promise<RecordRow> {
  const current = await loadStored(db, descriptor, id);
  // In approval, the approver of a step with field rights saves the fields the step lets them edit.
  if (saveRefusal(access, descriptor, current)) {
    const atStep = await saveAtStep(db, access, descriptor, current, input, version);
    if (atStep) return atStep;
  }
  assertRecordAccess(access, descriptor, current, 'update');
  preCheck(descriptor, 'update', current);
  assertSavable(access, descriptor, current);
  // Fields the form override hides or makes read-only keep their stored value, whatever the input says.
  const form = await appliedForm(db, descriptor);
  const merged = { ...current.data, ...withoutLocked(pickFields(descriptor, input), form.applied) };
  // A field locked in the record's status keeps its stored value (spec §2: editability by state; a sub-flow's draft).
  for (const field of descriptor.fields)
    if (!editableInStatus(descriptor, field, current.status)) {
      if (field.key in current.data) merged[field.key] = current.data[field.key];
      else delete merged[field.key];
    }
  const { data, errors } = prepareData(form.descriptor, merged, options);
  if (errors.length) throw firstError(errors);
  return db.transaction(async (tx) => {
    await checkReferences(tx, access, descriptor, [data], id, { kept: current.data });
    await checkLimits(tx, access, descriptor, [data], id);
    await checkHeldAgainst(tx, descriptor, data, id);
    await checkExclusive(tx, descriptor, [data], id);
    await checkBookings(tx, descriptor, [data], id);
    await checkUnique(tx, descriptor, [data], id);
    const updated = await tx
      .update(records)
      .set({ data, projectLeaderId: await leaderOf(tx, descriptor, data), version: sql`${records.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(records.id, id), eq(records.version, version), isNull(records.deletedAt)))
      .returning({ id: records.id });
    if (updated.length === 0) throw new AppError(409);
    await linkFiles(tx, descriptor, data, id, new Date(current.updatedAt));
    return toRow(await loadStored(tx, descriptor, id));
  });
}

/** Deletes a record the user may delete and whose pre-checks pass (a draft); it is kept, marked deleted. */
export async function deleteRecord(db: Db, access: Access, descriptor: ModuleDescriptor, id: number): Promise<void> {
  const current = await loadStored(db, descriptor, id);
  assertRecordAccess(access, descriptor, current, 'del');
  preCheck(descriptor, 'del', current);
  await db
    .update(records)
    .set({ deletedAt: sql`now()`, version: sql`${records.version} + 1` })
    .where(and(eq(records.id, id), isNull(records.deletedAt)));
}
