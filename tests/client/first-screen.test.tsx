import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CLIENT = path.join(ROOT, 'src/client');
/** An area's folder: its declaration and its modules (src/modules/README.md). */
const AREA_FOLDER = path.join(ROOT, 'src/modules') + path.sep;

/** What a signed-in user's first screen loads: the entry, the store's routes, the shell, the home page, the `app` catalogue part. */
const FIRST_SCREEN = [
  'main.tsx',
  'app-routes.tsx',
  'store-routes.tsx',
  'layout/shell-layout.tsx',
  'pages/home-page.tsx',
  'i18n/messages.zh.ts',
  'i18n/messages.en.ts',
  'i18n/messages.es.ts',
];

/**
 * Static imports and re-exports (`import … from`, `import '…'`, `export … from`). Neither `import()`, which loads on
 * demand, nor `import type`, which loads nothing, is followed.
 */
const STATIC_IMPORT = /^\s*(?:import|export)\s(?!type\s)(?:[^'"]*?\sfrom\s)?['"](\.[^'"]+)['"]/gm;

/** Every project file the entries import statically, with the chain that brings each in. */
function staticImports(entries: readonly string[]): Map<string, string[]> {
  const chains = new Map<string, string[]>();
  const visit = (file: string, chain: string[]) => {
    if (chains.has(file)) return;
    chains.set(file, chain);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const target = path.resolve(path.dirname(file), specifier);
      if (existsSync(target)) visit(target, [...chain, path.relative(ROOT, target)]);
    }
  };
  for (const entry of entries) visit(path.join(CLIENT, entry), [`src/client/${entry}`]);
  return chains;
}

describe('the first screen after sign-in', () => {
  const reached = staticImports(FIRST_SCREEN);

  it('walks the shell (a sanity check of the walk itself)', () => {
    expect([...reached.keys()].map((file) => path.relative(ROOT, file))).toEqual(
      expect.arrayContaining(['src/client/layout/sidebar.tsx', 'src/client/i18n/titles.ts', 'src/shared/i18n/catalogue.en.ts']),
    );
  });

  it('imports no file of a module area: areas load with their screens, so adding one does not grow it', () => {
    const areaFiles = [...reached].filter(([file]) => file.startsWith(AREA_FOLDER) && path.relative(AREA_FOLDER, file).includes(path.sep));
    expect(areaFiles.map(([, chain]) => chain.join(' → '))).toEqual([]);
  });
});
