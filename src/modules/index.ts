import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadModule, MODULE_AREAS } from './areas.ts';
import { capabilityProblems } from './capabilities/index.ts';
import type { DemoFile, DemoRecord } from './module-demo.ts';
import { rulesFor, type ModuleRules, type RulesFile } from './module-rules.ts';
import type { ModuleArea, ModuleDescriptor } from './module.types.ts';

export { MODULE_AREAS };

/**
 * Every module, in registry order: each area's, areas in `MODULE_AREAS` order, all loaded at once. The client never
 * imports this file: it loads a module with the first screen that shows it (src/client/engine/module/module-registry.ts).
 */
export const MODULES: readonly ModuleDescriptor[] = await Promise.all(
  MODULE_AREAS.flatMap((area) => Object.keys(area.modules).map((key) => loadModule(area, key))),
);

const BY_KEY = new Map(MODULES.map((descriptor) => [descriptor.key, descriptor]));

/**
 * Every problem of the registry's descriptors: each capability's check (`capabilities/`, the fields it names exist
 * with the right type, the modules it names exist…). The server does not start with one.
 */
export const descriptorProblems = (modules: readonly ModuleDescriptor[] = MODULES): string[] =>
  modules.flatMap((descriptor) => capabilityProblems(descriptor, (key) => modules.find((other) => other.key === key)));
const problems = descriptorProblems();
if (problems.length > 0) throw new Error(`Module descriptors are inconsistent:\n${problems.join('\n')}`);

export function findModule(key: string): ModuleDescriptor | undefined {
  return BY_KEY.get(key);
}

/** The modules of one area, in registry order: what the screens of that area need. */
export const modulesOf = (area: ModuleArea): readonly ModuleDescriptor[] => MODULES.filter((descriptor) => descriptor.area === area);

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
