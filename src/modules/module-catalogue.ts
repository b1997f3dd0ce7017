import { SUB_FLOW_PERMISSION } from '../shared/approval-actions.ts';
import { LOCALES, type Locale } from '../shared/i18n/languages.ts';
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
 * The modules' own texts in a language: each title (also its menu's, `menu.<area>.<key>`), field and option label
 * (`modules.<key>.*`) and count report name (`menu.count.<report>`). What the client loads with each module; the
 * server has them all (`withModuleTexts`).
 */
export function moduleLabels(locale: Locale, modules: readonly ModuleDescriptor[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const descriptor of modules) {
    const { title, fields, options = {}, report, reportCounts = {} } = descriptor.labels;
    out[titleId(descriptor)] = out[`menu.${menuCode(descriptor)}`] = title[locale];
    for (const [field, label] of Object.entries(fields)) out[fieldLabelId(descriptor, field)] = label[locale];
    for (const [field, values] of Object.entries(options))
      for (const [value, label] of Object.entries(values)) out[optionLabelId(descriptor, field, value)] = label[locale];
    if (descriptor.capabilities.report && report) out[`menu.${reportMenuCode(descriptor)}`] = report[locale];
    for (const [count, label] of Object.entries(reportCounts)) if (label) out[`menu.${reportMenuCode(descriptor)}.${count}`] = label[locale];
  }
  return out;
}

/**
 * A language's catalogue with everything the modules and their areas name: `menu.<area>`, the modules' labels, each
 * module's buttons (`menu.<area>.<key>.<action>`, its recordings' too, named as the engine names the action in `catalogue`) and its count
 * report's export button.
 */
export function withModuleTexts(
  locale: Locale,
  catalogue: Readonly<Record<string, string>>,
  modules: readonly ModuleDescriptor[],
  areas: readonly AreaDef[],
): Record<string, string> {
  const out: Record<string, string> = { ...catalogue, ...moduleLabels(locale, modules) };
  const action = (code: string) => catalogue[`engine.actions.${code}`];
  for (const area of areas) out[`menu.${area.key}`] = area.label[locale];
  for (const descriptor of modules) {
    for (const code of MENU_ACTIONS) out[`menu.${menuCode(descriptor)}.${code}`] = action(code);
    for (const { permission } of descriptor.capabilities.recordings ?? [])
      if (permission) out[`menu.${menuCode(descriptor)}.${permission}`] = action(permission);
    const circulation = descriptor.capabilities.circulation?.permission;
    if (circulation) out[`menu.${menuCode(descriptor)}.${circulation}`] = action(circulation);
    if (descriptor.capabilities.report) out[`menu.${reportMenuCode(descriptor)}.export`] = action('export');
    // Descriptor `mine`: "my <module>" (my bugs).
    if (descriptor.capabilities.mine)
      out[`menu.${menuCode(descriptor)}.mine`] = (catalogue['engine.mine'] ?? '{module}').replace('{module}', out[titleId(descriptor)]);
  }
  return out;
}

/**
 * What a module lacks to be named in every language: its title, each field and detail-table column, each value of
 * its own option lists (a column's under the column's key, as the screens look it up) and its count report's name.
 * Each entry is a catalogue id, followed by the language when only some languages lack it.
 */
export function missingLabels(descriptor: ModuleDescriptor): string[] {
  const { title, fields, options = {}, report, reportCounts } = descriptor.labels;
  const needed: [string, Label | undefined][] = [[titleId(descriptor), title]];
  if (descriptor.capabilities.report) needed.push([`menu.${reportMenuCode(descriptor)}`, report]);
  if (descriptor.capabilities.report?.until) needed.push([`menu.${reportMenuCode(descriptor)}.ended`, reportCounts?.ended]);
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
