import { sql } from 'drizzle-orm';
import type { ModuleDescriptor } from '../../modules/module.types.ts';
import type { Db } from '../db/database.ts';
import { serialCounters } from '../db/schema.ts';

const SEQ = /\{seq:(\d+)\}/;

/** The template with its date parts filled in; the counter restarts whenever this prefix changes. */
export function serialPrefix(template: string, at: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return template
    .replaceAll('{yyyy}', String(at.getFullYear()))
    .replaceAll('{yy}', String(at.getFullYear()).slice(-2))
    .replaceAll('{mm}', pad(at.getMonth() + 1))
    .replaceAll('{dd}', pad(at.getDate()));
}

export const renderSerial = (prefix: string, value: number) => prefix.replace(SEQ, (_, width: string) => String(value).padStart(Number(width), '0'));

/**
 * Takes `count` consecutive serial numbers in one statement. `insert ... on conflict do update ... returning`
 * is atomic on PostgreSQL, so concurrent creations never share a number.
 */
export async function allocateSerials(db: Db, descriptor: ModuleDescriptor, count = 1, at = new Date()): Promise<string[]> {
  const prefix = serialPrefix(descriptor.serial, at);
  const [row] = await db
    .insert(serialCounters)
    .values({ module: descriptor.key, prefix, value: count })
    .onConflictDoUpdate({ target: [serialCounters.module, serialCounters.prefix], set: { value: sql`${serialCounters.value} + ${count}` } })
    .returning({ value: serialCounters.value });
  const first = row.value - count + 1;
  return Array.from({ length: count }, (_, index) => renderSerial(prefix, first + index));
}
