/**
 * `npm start`: builds the client when its build is missing or older than its sources, then runs the server
 * (which creates, migrates and seeds the database on first start).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(process.env.CLIENT_DIST ? path.resolve(process.env.CLIENT_DIST) : path.join(root, 'dist/client'), 'index.html');
const SOURCES = ['src/client', 'src/shared', 'src/modules', 'machines', 'public', 'vite.config.ts', 'package-lock.json'];

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(target).map((entry) => newestChange(path.join(target, entry))));
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const sourcesAt = Math.max(...SOURCES.map((source) => newestChange(path.join(root, source))));
if (builtAt < sourcesAt) {
  console.log(builtAt ? 'Client sources changed: rebuilding…' : 'Building the client…');
  const { build } = await import('vite');
  await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
}
await import('../src/server/main.ts');
