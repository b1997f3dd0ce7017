/**
 * `npm run restore -- FILE [--force] [--data DIR]`: verifies a backup and restores it into the data folder
 * (DATA_DIR, default data/) and, with DATABASE_URL set, into that PostgreSQL database. A target that holds data is
 * refused unless --force (the embedded database and the files it held are then moved aside, not deleted).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { keepFilesPrivate } from '../src/server/db/private-files.ts';
import { restoreBackup, RestoreRefused } from '../src/server/ops/restore.ts';

const { values, positionals } = parseArgs({ options: { force: { type: 'boolean' }, data: { type: 'string' } }, allowPositionals: true });
if (positionals.length !== 1) {
  console.error('Usage: npm run restore -- <backup file> [--force] [--data <folder>]');
  process.exit(1);
}
const dataDir = path.resolve(values.data ?? process.env.DATA_DIR ?? 'data');
keepFilesPrivate(dataDir);

try {
  const result = await restoreBackup({ file: path.resolve(positionals[0]), dataDir, url: process.env.DATABASE_URL, force: values.force });
  if (result.movedAside) console.log(`What the target held was moved to ${result.movedAside}`);
  if (result.missing.length) {
    console.error(`Restored, but ${result.missing.length} files named by the database are missing: ${result.missing.slice(0, 5).join(', ')}`);
    process.exit(1);
  }
  const { manifest } = result;
  console.log(
    `Restored the backup of ${manifest.createdAt} (version ${manifest.version}, schema level ${manifest.schemaLevel}, ${result.files} files) into ${process.env.DATABASE_URL ? 'the database named by DATABASE_URL and ' : ''}${dataDir}`,
  );
} catch (error) {
  console.error(`${error instanceof RestoreRefused ? 'Restore refused' : 'Restore failed'}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
