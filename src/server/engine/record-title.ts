import { sql, type SQL } from 'drizzle-orm';
import { labelField } from '../../modules/derive.ts';
import { MODULES } from '../../modules/index.ts';
import { records } from '../db/schema.ts';

const byModule = MODULES.flatMap((descriptor) => {
  const field = labelField(descriptor);
  return field ? [sql`when ${descriptor.key} then ${records.data} ->> ${field}`] : [];
});

/**
 * A document's title where rows of several modules meet (to-do, copies, my applications, running flows): the field
 * its module names its records by (`labelField`, as a pick shows them); null where that is the serial number.
 */
export const recordTitleSql: SQL<string | null> = sql<string | null>`(case ${records.module} ${sql.join(byModule, sql` `)} end)`;
