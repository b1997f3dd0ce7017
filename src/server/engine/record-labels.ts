import { and, eq, inArray } from 'drizzle-orm';
import { findModule } from '../../modules/index.ts';
import type { ModuleDescriptor } from '../../modules/module.types.ts';
import type { FieldDef, ScalarField } from '../../shared/rules/field.types.ts';
import type { RecordRow } from '../../shared/schemas/engine.schema.ts';
import type { Db } from '../db/database.ts';
import { offices, records, users } from '../db/schema.ts';
import { recordNameSql } from './record-name.ts';

/**
 * Adds `pickLabels` to rows: the names of the users, offices and records their pick fields hold, so lists and
 * views show names without one call per cell.
 */
export async function withPickLabels(db: Db, descriptor: ModuleDescriptor, rows: RecordRow[]): Promise<RecordRow[]> {
  type Pick = Extract<ScalarField, { type: 'treePick' | 'recordPick' }>;
  const isPick = (field: FieldDef): field is Pick => field.type === 'treePick' || field.type === 'recordPick';
  const picks = descriptor.fields.filter(isPick);
  const tables = descriptor.fields.flatMap((field) => (field.type === 'subTable' && field.columns.some(isPick) ? [field] : []));
  if ((picks.length === 0 && tables.length === 0) || rows.length === 0) return rows;
  const targetOf = (field: Pick) => (field.type === 'treePick' ? 'office' : typeof field.target === 'string' ? field.target : `module:${field.target.module}`);
  // Each pick cell of a row, labelled by its path: the field's key, or `<table>.<row>.<column>` in a detail table.
  const cellsOf = (row: RecordRow) => [
    ...picks.map((field) => ({ path: field.key, field, value: row[field.key] })),
    ...tables.flatMap((table) =>
      (Array.isArray(row[table.key]) ? (row[table.key] as Record<string, unknown>[]) : []).flatMap((line, index) =>
        table.columns.filter(isPick).map((field) => ({ path: `${table.key}.${index}.${field.key}`, field, value: line?.[field.key] })),
      ),
    ),
  ];
  const wanted = new Map<string, Set<number>>();
  for (const row of rows)
    for (const { field, value } of cellsOf(row)) {
      if (value === undefined || value === null || value === '') continue;
      const ids = wanted.get(targetOf(field)) ?? new Set<number>();
      for (const id of Array.isArray(value) ? value : [value]) ids.add(Number(id));
      wanted.set(targetOf(field), ids);
    }
  const names = new Map<string, string>();
  // One lookup per kind of target, all at once: on a server each takes its own connection, so a list waits for one
  // round trip after its rows rather than one per kind.
  const lookups = [...wanted].map(async ([target, idSet]): Promise<void> => {
    const ids = [...idSet].filter(Number.isSafeInteger);
    if (ids.length === 0) return;
    if (target === 'user')
      for (const row of await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids))) names.set(`user:${row.id}`, row.name);
    else if (target === 'office')
      for (const row of await db.select({ id: offices.id, name: offices.name }).from(offices).where(inArray(offices.id, ids)))
        names.set(`office:${row.id}`, row.name);
    else {
      const targetModule = findModule(target.slice('module:'.length));
      const found = await db
        .select({ id: records.id, serialNo: records.serialNo, label: recordNameSql(targetModule) })
        .from(records)
        .where(and(eq(records.module, targetModule?.key ?? ''), inArray(records.id, ids)));
      for (const row of found) names.set(`${target}:${row.id}`, row.label ?? row.serialNo);
    }
  });
  await Promise.all(lookups);
  return rows.map((row) => {
    const labels: Record<string, string | string[]> = {};
    for (const { path, field, value } of cellsOf(row)) {
      if (value === undefined || value === null || value === '') continue;
      const label = (id: unknown) => names.get(`${targetOf(field)}:${Number(id)}`) ?? String(id);
      labels[path] = Array.isArray(value) ? value.map(label) : label(value);
    }
    return { ...row, pickLabels: labels };
  });
}
