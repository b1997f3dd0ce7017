import { loadModule as loadDescriptor, loadModuleRules, MODULE_AREAS } from '../../../modules/areas.ts';
import type { ModuleRules } from '../../../modules/module-rules.ts';
import { moduleLabels } from '../../../modules/module-catalogue.ts';
import { useIntl } from 'react-intl';
import { pagePath, titleId, type ModuleDescriptor } from '../../../modules/module.types.ts';
import { addCataloguePart, useCatalogueParts } from '../../i18n/interface-language.ts';
import { moduleArrived } from './engine-slots.ts';

/*
 * The client's one door to the module descriptors. Neither the login page nor the shell imports it, and it holds no
 * descriptor itself: each module, with its labels, loads with the first screen that shows it, and is announced
 * (`engine-slots.ts`) so that the page wiring routes its form and view. It loads descriptors only, never a screen.
 * The areas' declarations name every module by key, so a key is all a screen needs.
 */

const LOADERS = new Map(
  MODULE_AREAS.flatMap((area) =>
    Object.keys(area.modules).map((key) => [key, () => Promise.all([loadDescriptor(area, key), loadModuleRules(area, key)])] as const),
  ),
);
const EVERY_KEY = [...LOADERS.keys()];
const arrived = new Map<string, ModuleDescriptor>();
const arrivedRules = new Map<string, ModuleRules>();
const loads = new Map<string, Promise<ModuleDescriptor>>();

function loadModule(key: string): Promise<ModuleDescriptor> {
  let load = loads.get(key);
  if (!load) {
    load = LOADERS.get(key)!().then(
      ([descriptor, rules]) => {
        if (rules) arrivedRules.set(key, rules);
        moduleArrived(descriptor);
        arrived.set(key, descriptor);
        return descriptor;
      },
      (error: unknown) => {
        // A failed fetch is tried again the next time.
        loads.delete(key);
        throw error;
      },
    );
    loads.set(key, load);
  }
  return load;
}

const labelsPart = (key: string) => `modules.${key}`;
for (const key of EVERY_KEY) addCataloguePart(labelsPart(key), (locale) => loadModule(key).then((descriptor) => moduleLabels(locale, [descriptor])));

/** The descriptors of `keys` once they and their labels in the shown language have arrived; undefined until then. */
function useModulesOf(keys: readonly string[]): readonly ModuleDescriptor[] | undefined {
  const ready = useCatalogueParts(...keys.map(labelsPart));
  return ready ? keys.map((key) => arrived.get(key)!) : undefined;
}

/** A loaded module's own rules (`<folder>.rules.ts`), which the form runs as the server does; none without them. */
export const moduleRulesOf = (key: string): ModuleRules | undefined => arrivedRules.get(key);

/** Every module: for screens about all of them (settings, process instances, count reports). */
export const useModules = () => useModulesOf(EVERY_KEY);

/** Titles by module key once every module's labels have loaded (undefined until then): for screens listing modules. */
export function useModuleTitles(): ((key: string) => string) | undefined {
  const intl = useIntl();
  return useModules() && ((key: string) => intl.formatMessage({ id: titleId({ key }) }));
}

/** The module of a key once loaded: undefined while it loads, null for a key no area lists. */
export function useModule(key: string): ModuleDescriptor | null | undefined {
  const modules = useModulesOf(LOADERS.has(key) ? [key] : []);
  return modules && (modules[0] ?? null);
}

/**
 * The modules that may serve a path: the one it names (`/<area>/<key>…`) or whose own form path it is, else (a form's
 * own path opened before its module has loaded) every one.
 */
function keysServing(pathname: string): readonly string[] {
  const [, area, key] = pathname.split('/');
  if (MODULE_AREAS.some((declared) => declared.key === area && Object.hasOwn(declared.modules, key))) return [key];
  const formOwner = [...arrived.values()].find((descriptor) => descriptor.formRoute === pathname);
  return formOwner ? [formOwner.key] : EVERY_KEY;
}

/**
 * The module a generic screen serves, read from where it was opened: the menu's href (`/<area>/<key>`, the
 * list, or its "mine" page `/<area>/<key>/mine`), or the path of a form or view (`/<area>/<key>/edit` or the spec's
 * own form path, `/<area>/<key>/view`).
 * Undefined while it loads, null when no module serves the path.
 */
export function useModuleForPath(pathname: string): ModuleDescriptor | null | undefined {
  // A module's "mine" page (descriptor `mine`, my bugs) is its list too.
  const base = pathname.replace(/\/(edit|view|mine)$/, '').replace(/\/$/, '');
  const modules = useModulesOf(keysServing(pathname));
  return modules && (modules.find((descriptor) => pagePath(descriptor) === base || descriptor.formRoute === pathname) ?? null);
}

/** Loads the modules whose form or view may be at a path no page serves yet: the shell asks before it calls the path unknown. */
export const loadModulesFor = (pathname: string) => Promise.all(keysServing(pathname).map(loadModule));
