import administration from './administration/administration.area.json' with { type: 'json' };
import client from './client/client.area.json' with { type: 'json' };
import cost from './cost/cost.area.json' with { type: 'json' };
import expense from './expense/expense.area.json' with { type: 'json' };
import goods from './goods/goods.area.json' with { type: 'json' };
import human from './human/human.area.json' with { type: 'json' };
import it from './it/it.area.json' with { type: 'json' };
import library from './library/library.area.json' with { type: 'json' };
import type { LifecycleName } from '../../machines/index.ts';
import type { FieldDef, ModeRule } from '../shared/rules/field.types.ts';
import { loadCapabilities } from './capabilities/index.ts';
import { withColumnTotals } from './capabilities/sums.ts';
import {
  defineArea,
  type AreaDef,
  type DeclaredField,
  type DeclaredModule,
  type DeclaredScalarField,
  type ModuleDescriptor,
  type ModuleLabels,
} from './module.types.ts';
import { rulesFor, type ModuleRules, type RulesFile } from './module-rules.ts';
import { lifecycleOf, statusCodes, type Named, type StatusCodes } from './status-names.ts';

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
  defineArea('human', human),
  defineArea('administration', administration),
  defineArea('it', it),
] as const;

/** The area that lists a module key, with the folder that holds it. */
const listingOf = (key: string) => {
  const area = MODULE_AREAS.find((candidate) => key in candidate.modules);
  return area && { area: area.key, folder: area.modules[key] };
};

type ModuleFile = { default?: DeclaredModule; modules?: Readonly<Record<string, DeclaredModule>> };
const moduleFile = (area: string, folder: string) => import(`./${area}/${folder}/${folder}.module.ts`) as Promise<ModuleFile>;

/** The lifecycle a listed module declares, read from its folder as written (for the names of its statuses). */
async function declaredLifecycle(key: string): Promise<LifecycleName | undefined> {
  const listing = listingOf(key);
  if (!listing) return undefined;
  const code = await moduleFile(listing.area, listing.folder);
  const declared = code.modules ? code.modules[key] : code.default;
  return declared && lifecycleOf(declared);
}

/**
 * The descriptor of the module `key` of `area`, from its folder: the default export of `<folder>.module.ts`, or its
 * export `modules` by key where one folder declares several, with the texts of `<folder>.labels.json` (`listedIn`).
 * Each module's files are chunks of their own in the client's build.
 */
export async function loadModule(area: AreaDef, key: string): Promise<ModuleDescriptor> {
  const [areaKey, folder] = [area.key, area.modules[key]];
  const [code, labels] = await Promise.all([
    moduleFile(areaKey, folder),
    import(`./${areaKey}/${folder}/${folder}.labels.json`, { with: { type: 'json' } }) as Promise<{ default: ModuleLabels }>,
  ]);
  const declared = code.modules ? code.modules[key] : code.default;
  if (!declared) throw new Error(`${areaKey}/${folder}/${folder}.module.ts declares no module ${key}`);
  // The modules whose statuses it names (a pick's offered records, a limit's picked one), by their lifecycle's names.
  const limited = new Set((declared.capabilities?.limits ?? []).filter((limit) => limit.notAbove.statuses).map((limit) => limit.notAbove.via));
  const picked = [...new Set(declared.fields.flatMap((field) => pickedModules(field, limited)))];
  const lifecycles = new Map(await Promise.all(picked.map(async (other) => [other, await declaredLifecycle(other)] as const)));
  return listedIn(areaKey, key, declared, labels.default, (other) => lifecycles.get(other) ?? 'generic');
}

/**
 * The module's own rules for the client (`<folder>.rules.ts`, `module-rules.ts`): none when its folder has no such
 * file. The server loads them with its registry (`index.ts`, `rulesOf`).
 */
export async function loadModuleRules(area: AreaDef, key: string): Promise<ModuleRules | undefined> {
  const [areaKey, folder] = [area.key, area.modules[key]];
  const file = await (import(`./${areaKey}/${folder}/${folder}.rules.ts`) as Promise<RulesFile>).catch(() => undefined);
  return rulesFor(file, key);
}

/** The modules a field's pick names statuses of: its own `target.statuses`, or a limit's through it (`limited`). */
const pickedModules = (field: DeclaredField, limited: ReadonlySet<string>): string[] => {
  if (field.type === 'subTable') return field.columns.flatMap((column) => pickedModules(column, new Set()));
  if (field.type !== 'recordPick' || typeof field.target !== 'object') return [];
  return field.target.statuses || limited.has(field.key) ? [field.target.module] : [];
};

/**
 * A declared module as its area lists it, and as the engines read it: under that key and in that area, with its
 * folder's labels unless it declares its own (the kinds of one folder, titled from one file), its key as permission
 * prefix unless it names another, the generic lifecycle where it has a flow and names none, and — the one place
 * they are converted — its status names as codes (`status-names.ts`: its own lifecycle's, or for a pick's statuses
 * the lifecycle of the module `lifecycleOfModule` gives) and its capabilities as their engines read them
 * (`capabilities/index.ts`, `loadCapabilities`).
 */
export function listedIn(
  area: string,
  key: string,
  declared: DeclaredModule,
  labels: ModuleLabels,
  lifecycleOfModule: (module: string) => LifecycleName = () => 'generic',
): ModuleDescriptor {
  const { capabilities = {}, fields: declaredFields, buttons, ...core } = declared;
  const statuses = statusCodes(lifecycleOf(declared), lifecycleOfModule, `${area}.${key}`);
  const fields = declaredFields.map((field) => fieldWithCodes(field, statuses));
  const loaded = loadCapabilities(capabilities, statuses, fields);
  return {
    labels,
    ...core,
    key,
    area,
    permission: declared.permission ?? key,
    ...(declared.flow && !declared.lifecycle && { lifecycle: 'generic' }),
    fields: withColumnTotals(fields, loaded.sums),
    ...(buttons && {
      buttons: buttons.map((button) => ({ ...button, preChecks: button.preChecks?.map((check) => ({ ...check, when: statuses.condition(check.when) })) })),
    }),
    capabilities: loaded,
  };
}

/** A declared field with its statuses as codes: where it is shown and editable, and which records its pick offers. */
function fieldWithCodes<F extends DeclaredField | DeclaredScalarField>(field: F, statuses: StatusCodes): FieldDef {
  const rule = (mode: Named<ModeRule> | undefined) => mode && { ...mode, ...(mode.statuses && { statuses: statuses.own(mode.statuses) }) };
  const out: Record<string, unknown> = { ...field };
  if (field.visible) out.visible = rule(field.visible);
  if (field.editable) out.editable = rule(field.editable);
  if (field.type === 'recordPick' && typeof field.target === 'object' && field.target.statuses)
    out.target = { ...field.target, statuses: statuses.of(field.target.module, field.target.statuses) };
  if (field.type === 'subTable') out.columns = field.columns.map((column) => fieldWithCodes(column, statuses));
  return out as FieldDef;
}
