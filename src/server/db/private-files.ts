import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * What the product writes under its data folder (the embedded database, uploads, signatures, backups, the control
 * socket) is for the account that runs it alone: the folders 0700, the files 0600. The process's umask makes every
 * file created from now on so, whatever creates it (the embedded database's own files among them); the data folder
 * itself is made 0700, also when an older version created it open, which shuts what it already holds.
 */
export function keepFilesPrivate(dataDir: string) {
  process.umask(0o077);
  privateFolder(dataDir);
}

/** Creates a folder (and its parents) for this account alone, or closes an existing one to the others. */
export function privateFolder(folder: string) {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  chmodSync(folder, 0o700);
}

/**
 * Closes to the others every folder and file already under `folder`: the embedded database unpacks its first files
 * with modes of their own (0666), which the umask does not reach; what it creates later follows the umask.
 */
export function shutToOthers(folder: string) {
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isSymbolicLink()) continue;
    const full = path.join(entry.parentPath, entry.name);
    if ((lstatSync(full).mode & 0o077) !== 0) chmodSync(full, entry.isDirectory() ? 0o700 : 0o600);
  }
}
