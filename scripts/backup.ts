/**
 * `npm run backup [-- --out DIR]`: one .tar.gz of the database and the uploaded files, into BACKUP_DIR
 * (default <DATA_DIR>/backups). A server running on the embedded database makes it (asked over the data
 * folder's socket); otherwise this command does.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { keepFilesPrivate } from '../src/server/db/private-files.ts';
import { backupDirectly, type Manifest } from '../src/server/ops/backup.ts';
import { askServer } from '../src/server/ops/control.ts';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
keepFilesPrivate(dataDir);
const url = process.env.DATABASE_URL;
const outDir = values.out ? path.resolve(values.out) : undefined;

try {
  const answer = url ? null : await askServer(dataDir, { command: 'backup', out: outDir });
  if (answer && !answer.ok) throw new Error(answer.error);
  const made = (answer?.ok ? answer.result : await backupDirectly({ dataDir, url, outDir })) as { file: string; manifest: Manifest };
  const files = made.manifest.entries.filter((entry) => entry.path.startsWith('files/')).length;
  console.log(`Backup written: ${made.file} (schema level ${made.manifest.schemaLevel}, ${files} files${answer ? ', made by the running server' : ''})`);
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
