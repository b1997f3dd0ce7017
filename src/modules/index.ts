import { MODULE_AREAS } from './areas.ts';
import type { ModuleArea, ModuleDescriptor } from './module.types.ts';

export { MODULE_AREAS };

/**
 * Every module, in registry order: each area's, areas in `MODULE_AREAS` order, all loaded at once. The client never
 * imports this file: it loads a module with the first screen that shows it (src/client/engine/module-registry.ts).
 */
export const MODULES: readonly ModuleDescriptor[] = await Promise.all(MODULE_AREAS.flatMap((area) => Object.values(area.modules).map((load) => load())));

const BY_KEY = new Map(MODULES.map((descriptor) => [descriptor.key, descriptor]));

export function findModule(key: string): ModuleDescriptor | undefined {
  return BY_KEY.get(key);
}

/** The modules of one area, in registry order: what the screens of that area need. */
export const modulesOf = (area: ModuleArea): readonly ModuleDescriptor[] => MODULES.filter((descriptor) => descriptor.area === area);

/** A shipped flow: an approval module's default BPMN, published as version 1 of its flow key (flows/README.md). */
export type DefaultFlow = { moduleId: number; key: string; url: URL };

/** The shipped flows, by moduleId: each module's `flow` with the `.bpmn` in its folder. */
export const DEFAULT_FLOWS: readonly DefaultFlow[] = MODULES.flatMap(({ moduleId, flow, bpmn }) =>
  flow && bpmn && moduleId !== undefined ? [{ moduleId, key: flow, url: bpmn }] : [],
).sort((a, b) => a.moduleId - b.moduleId);
