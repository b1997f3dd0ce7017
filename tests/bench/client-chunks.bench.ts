/**
 * What each part of the built client costs to load, from the Vite build manifest (dist/client/.vite/manifest.json):
 * the login page (as the browser measured it), a signed-in user's first screen, and what loads only when a screen
 * needs it: the generic module screens, each module area, the process designer, the charts and the editors.
 * The first screen should not grow as areas are added: an area's code loads with its screens.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { runLoginPageBench, type LoginPageScripts } from './login-page.bench.ts';

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[] };

/** The build the server serves: CLIENT_DIST when set, as for the server. */
const DIST = process.env.CLIENT_DIST ? path.resolve(process.env.CLIENT_DIST) : path.resolve(import.meta.dirname, '../../dist/client');

/** A signed-in user's first screen: the entry, the store's routes, the shell, the home page and the English catalogue. */
const FIRST_SCREEN = ['index.html', 'store-routes.tsx', 'layout/shell-layout.tsx', 'pages/home-page.tsx', 'i18n/messages.en.ts'];

/** The module registry's chunk: a shared chunk named after it, not an entry of its own. */
const REGISTRY = /module-registry/;

/** Parts that load with the screens using them, by the lazily imported chunk that brings them in (its source, or its name). */
const ON_DEMAND: [string, RegExp][] = [
  ['generic module screens (list, form, view)', /^pages\/module-pages\.tsx$/],
  ["module registry (engine/module/module-registry.ts: the areas' declarations and code the module screens share)", REGISTRY],
  ['process designer (bpmn-js)', /bpmn-designer\.tsx$/],
  ['charts (ECharts)', /echarts/],
  ['flow charts (React Flow)', /(flow-graph-chart|flow-route-chart|lifecycle-chart)\.tsx$/],
  ['rich-text editors (Tiptap)', /rich-text-(editor|field)\.tsx$/],
];

/**
 * An area's own code: its modules, each imported lazily from its folder (the server's demo records aside), counted
 * beyond the module registry, which every module screen loads first.
 */
const AREA_SOURCE = /^\.\.\/modules\/([^/]+)\/(?!.*\.demo\.ts$)/;

export function runClientChunksBench(loginPage: LoginPageScripts) {
  const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const gzipped = new Map<string, number>();
  const gzip = (file: string) => {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length);
    return gzipped.get(file)!;
  };
  // A chunk with every chunk it imports statically: what loads when it is asked for.
  const closure = (keys: readonly string[], into = new Set<string>()) => {
    for (const key of keys) {
      if (into.has(key)) continue;
      if (!manifest[key]) throw new Error(`${key} is not in the build manifest: tests/bench/client-chunks.bench.ts names it`);
      into.add(key);
      closure(manifest[key].imports ?? [], into);
    }
    return into;
  };
  const firstScreen = closure(FIRST_SCREEN);
  const lazilyImported = new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []));
  const row = (what: string, keys: Iterable<string>) => {
    const files = [...keys].map((key) => manifest[key].file);
    return { what, files: files.length, gzip: files.reduce((sum, file) => sum + gzip(file), 0) };
  };
  const beyondFirstScreen = (keys: string[], loaded = firstScreen) => [...closure(keys)].filter((key) => !loaded.has(key));
  const registry = closure([...firstScreen, ...[...lazilyImported].filter((key) => REGISTRY.test(key))]);
  const areas = new Map<string, string[]>();
  for (const key of Object.keys(manifest)) {
    const area = lazilyImported.has(key) ? AREA_SOURCE.exec(key)?.[1] : undefined;
    if (area) areas.set(area, [...(areas.get(area) ?? []), key]);
  }

  const rows = [
    { what: 'login page (every script it loads, measured above)', files: loginPage.files, gzip: loginPage.gzip },
    row('first screen after sign-in (shell, home page, en catalogue)', firstScreen),
    ...ON_DEMAND.map(([what, chunk]) => row(what, beyondFirstScreen([...lazilyImported].filter((key) => chunk.test(key))))),
    ...[...areas].map(([area, keys]) => row(`module area ${area}`, beyondFirstScreen(keys, registry))),
  ];
  const kib = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log('\n## Client chunks (built client, gzip level 9; each part counts what it loads beyond the first screen)');
  console.log('| what | files | gzip KiB |');
  console.log('|---|---|---|');
  for (const { what, files, gzip: bytes } of rows) console.log(`| ${what} | ${files} | ${kib(bytes)} |`);
}

if (import.meta.url === `file://${process.argv[1]}`) runClientChunksBench(await runLoginPageBench());
