import { SUB_FLOW_PERMISSION } from '../shared/approval-actions.ts';
import { LOCALES, type Locale } from '../shared/i18n/languages.ts';
import { MODULE_AREAS, MODULES } from './index.ts';
import {
  fieldLabelId,
  menuCode,
  MODULE_ACTIONS,
  optionLabelId,
  reportMenuCode,
  titleId,
  type AreaDef,
  type Label,
  type ModuleDescriptor,
} from './module.types.ts';

/** The buttons under a module's menu: its actions, then the sub-flow codes (spec §6 change, cancel, devide). */
const MENU_ACTIONS = [...MODULE_ACTIONS, ...Object.values(SUB_FLOW_PERMISSION).filter((code) => code !== null)];

/**
 * A language's catalogue with the texts the modules declare in their folders: `menu.<area>`, each module's title,
 * field and option labels (`modules.<key>.*`), its menu and buttons (`menu.<area>.<key>[.<action>]`, named as the
 * engine names the action in `catalogue`) and its count report (`menu.count.<report>[.export]`).
 */
export function withModuleTexts(
  locale: Locale,
  catalogue: Readonly<Record<string, string>>,
  modules: readonly ModuleDescriptor[] = MODULES,
  areas: readonly AreaDef[] = MODULE_AREAS,
): Record<string, string> {
  const out: Record<string, string> = { ...catalogue };
  const action = (code: string) => catalogue[`engine.actions.${code}`];
  for (const area of areas) out[`menu.${area.key}`] = area.label[locale];
  for (const descriptor of modules) {
    const { title, fields, options = {}, report } = descriptor.labels;
    const menu = menuCode(descriptor);
    out[titleId(descriptor)] = out[`menu.${menu}`] = title[locale];
    for (const code of MENU_ACTIONS) out[`menu.${menu}.${code}`] = action(code);
    for (const [field, label] of Object.entries(fields)) out[fieldLabelId(descriptor, field)] = label[locale];
    for (const [field, values] of Object.entries(options))
      for (const [value, label] of Object.entries(values)) out[optionLabelId(descriptor, field, value)] = label[locale];
    if (descriptor.report && report) {
      out[`menu.${reportMenuCode(descriptor)}`] = report[locale];
      out[`menu.${reportMenuCode(descriptor)}.export`] = action('export');
    }
  }
  return out;
}

/**
 * What a module lacks to be named in every language: its title, each field and detail-table column, each value of
 * its own option lists (a column's under the column's key, as the screens look it up) and its count report's name.
 * Each entry is a catalogue id, followed by the language when only some languages lack it.
 */
export function missingLabels(descriptor: ModuleDescriptor): string[] {
  const { title, fields, options = {}, report } = descriptor.labels;
  const needed: [string, Label | undefined][] = [[titleId(descriptor), title]];
  if (descriptor.report) needed.push([`menu.${reportMenuCode(descriptor)}`, report]);
  for (const field of descriptor.fields) {
    needed.push([fieldLabelId(descriptor, field.key), fields[field.key]]);
    const columns = field.type === 'subTable' ? field.columns : [];
    for (const column of columns) needed.push([fieldLabelId(descriptor, `${field.key}.${column.key}`), fields[`${field.key}.${column.key}`]]);
    for (const scalar of [field, ...columns])
      if ('options' in scalar && 'values' in scalar.options)
        for (const value of scalar.options.values) needed.push([optionLabelId(descriptor, scalar.key, value), options[scalar.key]?.[value]]);
  }
  return needed.flatMap(([id, label]) => {
    const lacking = LOCALES.filter((locale) => !label?.[locale]?.trim());
    return lacking.length === 0 ? [] : lacking.length === LOCALES.length ? [id] : lacking.map((locale) => `${id} (${locale})`);
  });
}
