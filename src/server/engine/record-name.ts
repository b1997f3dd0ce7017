import { sql, type SQL } from 'drizzle-orm';
import { labelField } from '../../modules/derive.ts';
import { MODULES } from '../../modules/index.ts';
import type { ModuleDescriptor } from '../../modules/module.types.ts';
import { records } from '../db/schema.ts';

/**
 * The name of a record of `descriptor`: the field its module names its records by (`labelField`), as picks, exports
 * and imports show it; null where that is its serial number.
 */
export const recordNameSql = (descriptor: ModuleDescriptor | undefined): SQL<string | null> => {
  const field = descriptor && labelField(descriptor);
  return field ? sql<string | null>`(${records.data} ->> ${field})` : sql<null>`null`;
};

const byModule = MODULES.flatMap((descriptor) => (labelField(descriptor) ? [sql`when ${descriptor.key} then ${recordNameSql(descriptor)}`] : []));

/** A document's title where rows of several modules meet (to-do, copies, my applications, running flows): its name. */
export const recordTitleSql: SQL<string | null> = sql<string | null>`(case ${records.module} ${sql.join(byModule, sql` `)} end)`;
