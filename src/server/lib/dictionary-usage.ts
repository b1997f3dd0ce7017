import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { MODULES } from '../../modules/index.ts';
import type { FieldDef } from '../../modules/module.types.ts';
import type { Db } from '../db/database.ts';
import { records } from '../db/schema.ts';

const usesDictionary = (field: FieldDef, dictionary: string) => 'options' in field && 'dict' in field.options && field.options.dict === dictionary;

/** The JSON a record holds when one of its fields carries `value`: a match for containment (`@>`, GIN-indexed). */
function containing(field: FieldDef, value: string): object[] {
  return field.type === 'checkbox' ? [{ [field.key]: [value] }] : [{ [field.key]: value }];
}

/**
 * Whether any live document uses a dictionary value, in any module field, checkbox list or detail-row column
 * that takes its options from that dictionary. Such a value may be disabled but not deleted.
 */
export async function dictionaryValueInUse(db: Db, dictionary: string, value: string): Promise<boolean> {
  const conditions: SQL[] = [];
  for (const module of MODULES) {
    const shapes: object[] = [];
    for (const field of module.fields) {
      if (field.type === 'subTable') {
        for (const column of field.columns.filter((c) => usesDictionary(c, dictionary))) {
          shapes.push(...containing(column, value).map((row) => ({ [field.key]: [row] })));
        }
      } else if (usesDictionary(field, dictionary)) {
        shapes.push(...containing(field, value));
      }
    }
    if (shapes.length)
      conditions.push(and(eq(records.module, module.key), or(...shapes.map((shape) => sql`${records.data} @> ${JSON.stringify(shape)}::jsonb`)))!);
  }
  if (conditions.length === 0) return false;
  const [found] = await db
    .select({ id: records.id })
    .from(records)
    .where(and(isNull(records.deletedAt), or(...conditions)))
    .limit(1);
  return Boolean(found);
}
