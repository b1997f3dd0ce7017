import client from './client/client.area.json' with { type: 'json' };
import cost from './cost/cost.area.json' with { type: 'json' };
import expense from './expense/expense.area.json' with { type: 'json' };
import goods from './goods/goods.area.json' with { type: 'json' };
import library from './library/library.area.json' with { type: 'json' };
import { defineArea, type AreaDef, type DeclaredModule, type ModuleDescriptor, type ModuleLabels } from './module.types.ts';

/**
 * The module areas (spec §1), each declared once in `<area>/<area>.area.json` and registered by one line here. Their
 * order is the registry's, the order demo records are seeded in: cost and expense documents pick the clients'
 * customers, and invoice applications and receipts the contracts.
 */
export const MODULE_AREAS = [
  defineArea('client', client),
  defineArea('library', library),
  defineArea('cost', cost),
  defineArea('expense', expense),
  defineArea('goods', goods),
] as const;

/**
 * The descriptor of the module `key` of `area`, from its folder: the default export of `<folder>.module.ts`, or its
 * export `modules` by key where one folder declares several, with the texts of `<folder>.labels.json` (`listedIn`).
 * Each module's files are chunks of their own in the client's build.
 */
export async function loadModule(area: AreaDef, key: string): Promise<ModuleDescriptor> {
  const [areaKey, folder] = [area.key, area.modules[key]];
  const [code, labels] = await Promise.all([
    import(`./${areaKey}/${folder}/${folder}.module.ts`) as Promise<{ default?: DeclaredModule; modules?: Readonly<Record<string, DeclaredModule>> }>,
    import(`./${areaKey}/${folder}/${folder}.labels.json`, { with: { type: 'json' } }) as Promise<{ default: ModuleLabels }>,
  ]);
  const declared = code.modules ? code.modules[key] : code.default;
  if (!declared) throw new Error(`${areaKey}/${folder}/${folder}.module.ts declares no module ${key}`);
  return listedIn(areaKey, key, declared, labels.default);
}

/**
 * A declared module as its area lists it: under that key and in that area, with its folder's labels unless it
 * declares its own (the kinds of one folder, titled from one file), its key as permission prefix unless it names
 * another, and the generic lifecycle where it has a flow and names none.
 */
export const listedIn = (area: string, key: string, declared: DeclaredModule, labels: ModuleLabels): ModuleDescriptor => ({
  labels,
  ...declared,
  key,
  area,
  permission: declared.permission ?? key,
  ...(declared.flow && !declared.lifecycle && { lifecycle: 'generic' }),
});
