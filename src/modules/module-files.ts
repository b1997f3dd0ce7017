import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MODULE_AREAS, MODULES } from './index.ts';
import type { DemoFile, DemoRecord } from './module-demo.ts';
import { rulesFor, type ModuleRules, type RulesFile } from './module-rules.ts';
import type { ModuleDescriptor } from './module.types.ts';

/*
 * What the server reads from the modules' folders besides their descriptors, found by name: each approval module's
 * default BPMN, its demo records and its own rules. Server and tests only: it reads the file system.
 */

/** A file of a module's folder by its ending (`<area>/<folder>/<folder><ending>`), when the folder has one. */
function folderFile({ key, area }: ModuleDescriptor, ending: string): URL | undefined {
  const folder = MODULE_AREAS.find((declared) => declared.key === area)!.modules[key];
  const file = new URL(`./${area}/${folder}/${folder}${ending}`, import.meta.url);
  return existsSync(file) ? file : undefined;
}

/** A shipped flow: an approval module's default BPMN, published as version 1 of its flow key (flows/README.md). */
export type DefaultFlow = { moduleId: number; key: string; url: URL };

/**
 * The shipped flows, by moduleId: each flow's `<folder>.bpmn`, shipped by the first module in registry order that
 * runs it (the modules of one folder share its flow: the result documents).
 */
export const DEFAULT_FLOWS: readonly DefaultFlow[] = MODULES.flatMap((descriptor) => {
  const { moduleId, flow } = descriptor;
  const url = flow && moduleId !== undefined && MODULES.find((other) => other.flow === flow) === descriptor && folderFile(descriptor, '.bpmn');
  return url ? [{ moduleId: moduleId!, key: flow!, url }] : [];
}).sort((a, b) => a.moduleId - b.moduleId);

/**
 * A module's demo records: `<folder>.demo.ts` beside its descriptor, loaded only when the demo data is seeded. A
 * folder declaring several modules keeps their records by module key.
 */
export async function demoRecordsOf(descriptor: ModuleDescriptor): Promise<readonly DemoRecord[]> {
  const file = folderFile(descriptor, '.demo.ts');
  if (!file) return [];
  const { demoRecords } = (await import(fileURLToPath(file))) as DemoFile;
  return Array.isArray(demoRecords) ? demoRecords : ((demoRecords as Readonly<Record<string, readonly DemoRecord[]>>)[descriptor.key] ?? []);
}

/**
 * Each module's own rules: `<folder>.rules.ts` beside its descriptor (`module-rules.ts`), loaded with the registry so
 * the save path runs them without waiting.
 */
const MODULE_RULES: ReadonlyMap<string, ModuleRules> = new Map(
  (
    await Promise.all(
      MODULES.map(async (descriptor) => {
        const file = folderFile(descriptor, '.rules.ts');
        return [descriptor.key, file && rulesFor((await import(fileURLToPath(file))) as RulesFile, descriptor.key)] as const;
      }),
    )
  ).flatMap(([key, rules]) => (rules ? [[key, rules] as const] : [])),
);

/** A module's own rules, if its folder has any. */
export const rulesOf = (descriptor: Pick<ModuleDescriptor, 'key'>): ModuleRules | undefined => MODULE_RULES.get(descriptor.key);

/**
 * Each module's shipped print template: `<folder>.print.html` beside its descriptor (an outgoing document's red
 * header), used where an administrator set no default template, instead of the one derived from the descriptor.
 */
const PRINT_TEMPLATES: ReadonlyMap<string, string> = new Map(
  MODULES.flatMap((descriptor) => {
    const file = folderFile(descriptor, '.print.html');
    return file ? [[descriptor.key, readFileSync(file, 'utf8')] as const] : [];
  }),
);

/** A module's shipped print template, if its folder has one. */
export const shippedPrintTemplate = (descriptor: Pick<ModuleDescriptor, 'key'>): string | undefined => PRINT_TEMPLATES.get(descriptor.key);
