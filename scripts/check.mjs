// The fast loop of day-to-day work: lint, typecheck, then the Vitest files related to what changed since BASE
// (default: the last commit, so uncommitted work; `npm run check -- main~3` for the last three commits too).
//   - a changed test file runs itself;
//   - a changed file of a module's folder (src/modules/<area>/<folder>/) runs the test files that name one of that
//     folder's module keys (the registry imports every module, so the import graph would name every API test);
//   - any other changed source runs the test files that import it, directly or not (`vitest related`).
// Browser, PostgreSQL and process suites stay with `npm test`'s siblings and CI.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const base = process.argv[2] ?? 'HEAD';
const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);
const changed = [...new Set([...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')])].filter((file) => existsSync(file));

const run = (label, command, args) => {
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  console.log(`${status === 0 ? '✓' : '✗'} ${label} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  if (status !== 0) process.exit(status ?? 1);
};

/** Every Vitest file (npm test's own globs). */
const TEST_FILE = /^tests\/(unit|api|security|client)\/.*\.test\.tsx?$|^tests\/reliability\/[^/]+\.test\.ts$/;
const walk = (folder) => readdirSync(folder, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(path.join(folder, entry.name)) : [path.join(folder, entry.name)]));
const testFiles = walk('tests').filter((file) => TEST_FILE.test(file));

/** The module keys a module folder declares, from its area's listing (`"<key>": "<folder>"`). */
function keysOfFolder(area, folder) {
  const listing = path.join('src/modules', area, `${area}.area.json`);
  if (!existsSync(listing)) return [];
  return Object.entries(JSON.parse(readFileSync(listing, 'utf8')).modules)
    .filter(([, listed]) => listed === folder)
    .map(([key]) => key);
}

const selected = new Set(changed.filter((file) => TEST_FILE.test(file)));
const related = [];
for (const file of changed) {
  const inModule = file.match(/^src\/modules\/([^/]+)\/([^/]+)\//);
  if (inModule) {
    const keys = keysOfFolder(inModule[1], inModule[2]);
    const named = new RegExp(`['"\`/](${keys.join('|')})['"\`/]`);
    if (keys.length) for (const test of testFiles) if (named.test(readFileSync(test, 'utf8'))) selected.add(test);
  } else if (/^(src|machines|flows)\/.*\.(ts|tsx|json)$/.test(file)) related.push(file);
}

run('lint', 'npx', ['eslint', '.']);
run('typecheck', 'npx', ['tsc', '--noEmit']);
if (selected.size + related.length === 0) console.log(`No test relates to the changes since ${base}.`);
// `vitest related` runs the test files among its arguments and those importing the sources among them.
else run(`the tests related to the changes since ${base}`, 'npx', ['vitest', 'related', '--run', ...related, ...selected]);
