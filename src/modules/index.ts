import { loadModule, MODULE_AREAS } from './areas.ts';
import { capabilityProblems } from './capabilities/index.ts';
import type { ModuleArea, ModuleDescriptor } from './module.types.ts';

export { MODULE_AREAS };

/**
 * Every module, in registry order: each area's, areas in `MODULE_AREAS` order, all loaded at once. The client's screens
 * load a module with the first screen that shows it (src/client/engine/module/module-registry.ts); this file, free of
 * anything but the descriptors, also serves the catalogue that tests and stories read. What the server reads from a
 * module's folder (its flow, demo records and rules) is in `module-files.ts`.
 */
export const MODULES: readonly ModuleDescriptor[] = await Promise.all(
  MODULE_AREAS.flatMap((area) => Object.keys(area.modules).map((key) => loadModule(area, key))),
);

const BY_KEY = new Map(MODULES.map((descriptor) => [descriptor.key, descriptor]));

/**
 * Every problem of the registry's descriptors: each capability's check (`capabilities/`, the fields it names exist
 * with the right type, the modules it names exist…) and each field's condition of visibility. The server does not
 * start with one.
 */
export const descriptorProblems = (modules: readonly ModuleDescriptor[] = MODULES): string[] =>
  modules.flatMap((descriptor) => [
    ...capabilityProblems(descriptor, modules),
    // A field shown only while a condition holds names a field of the same record.
    ...descriptor.fields.flatMap((field) =>
      field.visible?.when && !descriptor.fields.some((other) => other.key === field.visible!.when!.field)
        ? [`${descriptor.key}.${field.key}: visible.when names no field ${field.visible.when.field}`]
        : [],
    ),
  ]);
const problems = descriptorProblems();
if (problems.length > 0) throw new Error(`Module descriptors are inconsistent:\n${problems.join('\n')}`);

export function findModule(key: string): ModuleDescriptor | undefined {
  return BY_KEY.get(key);
}

/** The modules of one area, in registry order: what the screens of that area need. */
export const modulesOf = (area: ModuleArea): readonly ModuleDescriptor[] => MODULES.filter((descriptor) => descriptor.area === area);
