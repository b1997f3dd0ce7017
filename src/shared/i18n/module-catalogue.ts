/**
 * Catalogue of the module engine and of every module's title, field labels and own option lists. Written as a
 * tree per language and flattened to message ids: `modules.<key>.title`, `modules.<key>.fields.<field>`,
 * `modules.<key>.options.<field>.<value>`, `menu.<area>` and `menu.<area>.<key>[.<action>]` for the menus
 * derived from the descriptors, and `engine.*` for the engine's own messages.
 */
export type ModuleTexts = { title: string; fields: Record<string, string>; options?: Record<string, Record<string, string>> };
export type ModuleCatalogueTree = {
  engine: Record<string, string>;
  /** Menus of the areas and of the engine itself, by menu code. */
  areas: Record<string, string>;
  /** Area of each module, to name its menu. */
  modules: Record<string, ModuleTexts & { area: string }>;
};

/** The module actions, then the sub-flow codes (spec §6 change, cancel, devide) that descriptors may offer. */
const ACTIONS = ['list', 'view', 'add', 'update', 'del', 'export', 'import', 'change', 'cancel', 'devide'] as const;

export function flattenModuleCatalogue(tree: ModuleCatalogueTree): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [id, text] of Object.entries(tree.engine)) out[`engine.${id}`] = text;
  for (const [area, text] of Object.entries(tree.areas)) out[`menu.${area}`] = text;
  for (const [key, module] of Object.entries(tree.modules)) {
    out[`modules.${key}.title`] = module.title;
    out[`menu.${module.area}.${key}`] = module.title;
    for (const action of ACTIONS) out[`menu.${module.area}.${key}.${action}`] = tree.engine[`actions.${action}`] ?? action;
    for (const [field, text] of Object.entries(module.fields)) out[`modules.${key}.fields.${field}`] = text;
    for (const [field, values] of Object.entries(module.options ?? {}))
      for (const [value, text] of Object.entries(values)) out[`modules.${key}.options.${field}.${value}`] = text;
  }
  return out;
}
