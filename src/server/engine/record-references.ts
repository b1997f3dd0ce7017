import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { findModule } from '../../modules/index.ts';
import type { ModuleDescriptor } from '../../modules/module.types.ts';
import type { Condition } from '../../shared/rules/conditions.ts';
import type { FileRef, MemberOf } from '../../shared/rules/field.types.ts';
import type { Db } from '../db/database.ts';
import { files, offices, records, users } from '../db/schema.ts';
import type { Access } from '../lib/access.ts';
import { badInput } from '../lib/app-error.ts';
import { batchesOf } from '../lib/batches.ts';
import { readableCondition } from './document-access.policy.ts';

/** The picked records whose members (`memberOf`) include the reader. */
export function memberCondition(access: Access, memberOf: MemberOf): SQL {
  const member = sql`jsonb_build_array(jsonb_build_object(${memberOf.column}::text, ${access.user.id}::int))`;
  const leader = memberOf.or ? sql` or (${records.data} ->> ${memberOf.or}::text) = ${String(access.user.id)}` : sql``;
  return sql`((${records.data} -> ${memberOf.table}::text) @> ${member}${leader})`;
}

/** A picker's question: the picking module and field (`<table>.<column>` for a detail line's), and the line's or form's values. */
export type PickFor = { module: string; field: string; values?: Readonly<Record<string, string | number>> };

/**
 * A domain engine's rule for what a detail line's pick may name, given the line (the stock engine: the assets of the
 * line's item that its move can take). Registered by the domain engine, which the generic engine does not import.
 */
export type LinePickRule = (access: Access, picking: ModuleDescriptor, table: string, column: string, values: PickFor['values']) => SQL | undefined;
const linePickRules: LinePickRule[] = [];
export const addLinePickRule = (rule: LinePickRule) => void linePickRules.push(rule);

/**
 * The condition a picker's list (`pickFor`: the picking module and field) adds on the picked module's records: for a
 * pick with `target.statuses`, only records in them; with `memberOf`, only those the reader is a member of (the
 * administrator's, all of them); for a detail line's pick, what the domain engines' rules accept for that line.
 */
export function pickForCondition(access: Access, descriptor: ModuleDescriptor, pickFor: PickFor | undefined): SQL | undefined {
  const picking = pickFor ? findModule(pickFor.module) : undefined;
  if (!picking || !pickFor) return undefined;
  const [table, column] = pickFor.field.split('.');
  const top = picking.fields.find((candidate) => candidate.key === table);
  const field = column === undefined ? top : top?.type === 'subTable' ? top.columns.find((candidate) => candidate.key === column) : undefined;
  if (!field || field.type !== 'recordPick' || typeof field.target !== 'object' || field.target.module !== descriptor.key) return undefined;
  const { statuses, where } = field.target;
  return and(
    statuses ? inArray(records.status, [...statuses]) : undefined,
    where ? dataMeets(where) : undefined,
    field.memberOf && !access.isAdmin ? memberCondition(access, field.memberOf) : undefined,
    ...(column === undefined ? [] : linePickRules.map((rule) => rule(access, picking, table, column, pickFor.values))),
  );
}

/**
 * A pick's `memberOf`: the saver must be a member of each picked record (a user its detail table names in the column,
 * or the user its `or` pick names), else 1001 on the field and nothing is saved. The administrator files for anyone.
 */
async function assertMemberOf(db: Db, access: Access, moduleKey: string, fieldKey: string, memberOf: MemberOf, ids: number[]) {
  if (access.isAdmin) return;
  for (const batch of batchesOf(ids)) {
    const rows = await db
      .select({ id: records.id })
      .from(records)
      .where(and(eq(records.module, moduleKey), inArray(records.id, batch), memberCondition(access, memberOf)));
    if (rows.length !== batch.length) throw badInput(fieldKey, 'engine.notMember');
  }
}

/** A pick's `target.where` as SQL on the picked record's data (conditions.ts, `conditionHolds`, read as text). */
function dataMeets(condition: Condition): SQL {
  const value = sql`coalesce(${records.data} ->> ${condition.field}, '')`;
  switch (condition.op) {
    case 'eq':
      return sql`${value} = ${String(condition.value)}`;
    case 'ne':
      return sql`${value} <> ${String(condition.value)}`;
    case 'in':
      return condition.value.length
        ? sql`${value} in (${sql.join(
            condition.value.map((item) => sql`${String(item)}`),
            sql`, `,
          )})`
        : sql`false`;
    case 'notIn':
      return condition.value.length
        ? sql`${value} not in (${sql.join(
            condition.value.map((item) => sql`${String(item)}`),
            sql`, `,
          )})`
        : sql`true`;
    case 'empty':
      return sql`${value} in ('', '[]')`;
    case 'notEmpty':
      return sql`${value} not in ('', '[]')`;
  }
}

/**
 * A pick's `target.statuses` and `target.where`: each picked record is in one of the statuses (a contract in force)
 * and its data meets the condition (a seal in use), else 1001 on the field.
 */
async function assertPickable(db: Db, moduleKey: string, fieldKey: string, target: { statuses?: readonly number[]; where?: Condition }, ids: number[]) {
  for (const batch of batchesOf(ids)) {
    const rows = await db
      .select({ id: records.id })
      .from(records)
      .where(
        and(
          eq(records.module, moduleKey),
          inArray(records.id, batch),
          target.statuses ? inArray(records.status, [...target.statuses]) : undefined,
          target.where ? dataMeets(target.where) : undefined,
        ),
      );
    if (rows.length !== batch.length) throw badInput(fieldKey, target.statuses ? 'engine.pickNotInForce' : 'engine.pickNotOffered');
  }
}

/**
 * Picks must name users, offices and records that exist, records the saver may read (document-access.policy.ts:
 * another one is refused exactly as a missing id is, so a save learns nothing of it); files must be this field's
 * uploads of this user or record. `items` are the records saved together (one, or the rows of an import): one
 * statement per field and batch of ids, however many items. A pick's `memberOf` is checked for the saver unless
 * `members` is false (an approver saving the fields of their step files nothing). `kept`: the record's stored data,
 * whose picks were checked when they were made (an approver may save a step's fields of a document picking what
 * they may not read).
 */
export async function checkReferences(
  db: Db,
  access: Access,
  descriptor: ModuleDescriptor,
  items: Record<string, unknown>[],
  recordId: number | null,
  { members = true, kept = {} as Record<string, unknown> } = {},
) {
  for (const field of descriptor.fields) {
    const present = items.filter((data) => data[field.key] !== undefined);
    if (present.length === 0) continue;
    if (field.type === 'treePick' || field.type === 'recordPick') {
      const ids = [...new Set(present.flatMap((data) => [data[field.key]].flat() as number[]))];
      const target = field.type === 'treePick' ? 'office' : field.target;
      const targetModule = typeof target === 'object' ? findModule(target.module) : undefined;
      const keptIds = new Set([kept[field.key]].flat());
      let found = 0;
      for (const batch of batchesOf(ids)) {
        let rows: { id: number }[];
        if (target === 'user') rows = await db.select({ id: users.id }).from(users).where(inArray(users.id, batch));
        else if (target === 'office') rows = await db.select({ id: offices.id }).from(offices).where(inArray(offices.id, batch));
        else {
          const picked = (ids: number[], readable?: SQL) =>
            ids.length === 0
              ? []
              : db
                  .select({ id: records.id })
                  .from(records)
                  .where(and(eq(records.module, targetModule?.key ?? ''), inArray(records.id, ids), isNull(records.deletedAt), readable));
          rows = [
            ...(await picked(batch.filter((id) => keptIds.has(id)))),
            ...(await picked(
              batch.filter((id) => !keptIds.has(id)),
              targetModule && readableCondition(access, targetModule),
            )),
          ];
        }
        found += rows.length;
      }
      if (found !== ids.length) throw badInput(field.key, 'engine.invalidPick');
      if (targetModule && typeof target === 'object' && (target.statuses || target.where)) await assertPickable(db, targetModule.key, field.key, target, ids);
      if (members && field.type === 'recordPick' && field.memberOf && targetModule)
        await assertMemberOf(db, access, targetModule.key, field.key, field.memberOf, ids);
    }
    if (field.type === 'file' || field.type === 'image') {
      const ids = [...new Set(present.flatMap((data) => (data[field.key] as FileRef[]).map((ref) => ref.id)))];
      if (!ids.every((id) => /^[0-9a-f-]{36}$/i.test(id))) throw badInput(field.key, 'engine.invalidFile');
      const usable = new Map<string, string>();
      for (const batch of batchesOf(ids)) {
        const rows = await db
          .select({ id: files.id, name: files.originalName, recordId: files.recordId, uploaderId: files.uploaderId })
          .from(files)
          .where(and(inArray(files.id, batch), eq(files.module, descriptor.key), eq(files.field, field.key)));
        for (const row of rows)
          if ((recordId !== null && row.recordId === recordId) || (row.recordId === null && row.uploaderId === access.user.id)) usable.set(row.id, row.name);
      }
      if (usable.size !== ids.length) throw badInput(field.key, 'engine.invalidFile');
      for (const data of present)
        data[field.key] = [...new Set((data[field.key] as FileRef[]).map((ref) => ref.id))].map((id) => ({ id, name: usable.get(id)! }));
    }
  }
}
