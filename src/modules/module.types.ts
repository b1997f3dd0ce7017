import type { LifecycleName } from '../../machines/index.ts';
import type { Locale } from '../shared/i18n/languages.ts';
import type { PreCheck } from '../shared/rules/conditions.ts';
import type { FieldDef, ScalarField, SubTableField } from '../shared/rules/field.types.ts';
import type { MODULE_AREAS } from './areas.ts';
import type { Capabilities, DeclaredCapabilities } from './capabilities/index.ts';
import type { Named } from './status-names.ts';

export type { FieldDef } from '../shared/rules/field.types.ts';

/** The actions a module's permission codes name (`<prefix>:<action>`, spec §6). */
export const MODULE_ACTIONS = ['list', 'view', 'add', 'update', 'del', 'export', 'import'] as const;
export type ModuleAction = (typeof MODULE_ACTIONS)[number];

/** A text in every interface language, Chinese the source. */
export type Label = Readonly<Record<Locale, string>>;

/**
 * A module area (spec §1), declared once in `<area>/<area>.area.json` and registered by one line of `areas.ts`: its
 * sidebar directory's order, icon and name, and its modules in registry order, each key with the folder that holds it
 * (`<area>/<folder>/<folder>.module.ts`). Each module loads when first asked for (`areas.ts`, `loadModule`): the server
 * loads them all at start, the client with the first screen that shows one.
 */
export type AreaDef = { key: string; sort: number; icon: string; label: Label; modules: Readonly<Record<string, string>> };
export const defineArea = <const K extends string>(key: K, directory: Omit<AreaDef, 'key'>): AreaDef & { key: K } => ({ key, ...directory });
/** The areas' keys, as `src/modules/areas.ts` declares them. */
export type ModuleArea = (typeof MODULE_AREAS)[number]['key'];

/**
 * A module's texts (`<module>.labels.json`): its title, each field's label (a detail table's columns as
 * `<table>.<column>`), the values of its own option lists (`options: { values }`), its count report's name and the
 * headings of what it counts (`reportCounts`: `counted`, default "Documents"; `ended`, needed with `report.until`).
 */
export type ModuleLabels = {
  title: Label;
  fields: Readonly<Record<string, Label>>;
  options?: Readonly<Record<string, Readonly<Record<string, Label>>>>;
  report?: Label;
  reportCounts?: { counted?: Label; ended?: Label };
};

/** A button of the list or form with its pre-check conditions (spec §4: condition true → its message, stop). */
export type ButtonDef = { action: ModuleAction; preChecks?: readonly PreCheck[] };

/** The capabilities' own types, each declared in its file of `capabilities/`. */
export type { AccessDef } from './capabilities/access.ts';
export type { EffectDef } from './capabilities/effects.ts';
export type { ExclusiveDef } from './capabilities/exclusive.ts';
export type { FollowUpDef } from './capabilities/follow-ups.ts';
export type { LimitDef } from './capabilities/limits.ts';
export type { RecordingDef } from './capabilities/recordings.ts';
export type { ReminderDef } from './capabilities/reminders.ts';
export type { ReportDef } from './capabilities/report.ts';
export type { SigningDef } from './capabilities/signing.ts';
export type { StockDef, StockMove } from './capabilities/stock.ts';
export type { LeaveDef } from './capabilities/leave.ts';
export type { HireDef } from './capabilities/hire.ts';
export type { ReassignDef } from './capabilities/reassign.ts';
export type { AttendanceDef } from './capabilities/attendance.ts';
export type { PunchDef } from './capabilities/punch.ts';
export type { StockReportsDef } from './capabilities/stock-reports.ts';
export type { SumDef } from './capabilities/sums.ts';
export type { TaggedDef } from './capabilities/tagged.ts';
export type { TreeDef } from './capabilities/tree.ts';
export type { UniqueDef } from './capabilities/unique.ts';

/**
 * A business module declared once (DESIGN.md §3), in its own folder. Pure data: the server derives storage, routes,
 * permission checks, menus and validation from it; the client derives its list, form and view screens. Its labels
 * become catalogue ids (`src/modules/module-catalogue.ts`): `modules.<key>.title`, `modules.<key>.fields.<field>`,
 * `modules.<key>.options.<field>.<value>`. This is the descriptor as the engines read it, once loaded (`areas.ts`,
 * `listedIn`): its statuses are codes. What a module's folder writes is a `DeclaredModule` (statuses by name).
 */
export type ModuleDescriptor = {
  /** The key it is listed under in its area's declaration, and that area (set from the listing when it loads). */
  key: string;
  area: string;
  labels: ModuleLabels;
  /** Spec §3 module ids, where the spec gives one. */
  moduleId?: number;
  /**
   * Lifecycle machine of its status (machines/index.ts LIFECYCLES) and approval flow key, for modules with
   * approvals; without one a record stays a draft (status 0) and is only saved, edited and deleted. A module with a
   * flow and no lifecycle named runs the generic one. The flow's default BPMN is `<folder>.bpmn` beside the
   * descriptor, shipped as version 1 of `flow` by the first module in registry order that runs it (its process names
   * that module's `moduleId`, `oa:moduleId`).
   */
  lifecycle?: LifecycleName;
  flow?: string;
  /** Permission prefix: codes are `<permission>:<action>`; the module's key unless its declaration names another. */
  permission: string;
  fields: readonly FieldDef[];
  /** Sort when the caller names none: a data field or a record column. */
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  buttons?: readonly ButtonDef[];
  /**
   * Serial-number template: `{yyyy}`, `{yy}`, `{mm}`, `{dd}` from the creation date and `{seq:N}`, a counter
   * zero-padded to N digits that restarts whenever the rest of the number changes. The default: administrators
   * may override it (src/shared/serial-template.ts has the rules).
   */
  serial: string;
  /** Menu place under its area's directory: the page's sort order and icon. The page is `/<area>/<key>`. */
  menu: { sort: number; icon: string };
  /** The form's own path where the spec names one (spec §2 routes); otherwise `/<area>/<key>/edit`. */
  formRoute?: string;
  /**
   * Everything else the module does, each a named capability (`src/modules/capabilities/`, one file each: access,
   * sums, limits, effects, signing, stock…); empty for a plain register.
   */
  capabilities: Capabilities;
};

/**
 * The descriptor's top-level keys: identity, shape and lifecycle. A new module never adds one; a new behaviour is a
 * capability (`tests/unit/module-shape.test.ts`).
 */
export const CORE_KEYS = [
  'key',
  'area',
  'labels',
  'moduleId',
  'lifecycle',
  'flow',
  'permission',
  'fields',
  'defaultSort',
  'buttons',
  'serial',
  'menu',
  'formRoute',
  'capabilities',
] as const satisfies readonly (keyof ModuleDescriptor)[];

/** Record columns every module has; field keys may not reuse them. `status` is never written by a form. */
export const RECORD_COLUMNS = [
  'id',
  'serialNo',
  'status',
  'version',
  'creatorId',
  'creatorName',
  'officeId',
  'officeName',
  'createdAt',
  'updatedAt',
  'pickLabels',
] as const;
export type RecordColumn = (typeof RECORD_COLUMNS)[number];

/** Spec §4: a record can be deleted only while it is a draft (status 0), in every module. */
const DELETE_DRAFT_ONLY: PreCheck = { when: { field: 'status', op: 'ne', value: 0 }, messageId: 'engine.deleteDraftOnly' };

/** Spec §4: the pre-checks an action runs before it is done, first to hold refusing it: the engine's own, then the module's. */
export const preChecksOf = (descriptor: Pick<ModuleDescriptor, 'buttons'>, action: ModuleAction): readonly PreCheck[] => [
  ...(action === 'del' ? [DELETE_DRAFT_ONLY] : []),
  ...(descriptor.buttons?.find((button) => button.action === action)?.preChecks ?? []),
];

/** The actions a module offers: one whose records only the server makes offers no add, import or delete. */
export const offersAction = (descriptor: Pick<ModuleDescriptor, 'capabilities'>, action: ModuleAction) =>
  !(descriptor.capabilities.madeByServer && (action === 'add' || action === 'import' || action === 'del'));

/** A field as a descriptor writes it: statuses by name; a table's column total is a `sums` capability, never written on the field. */
export type DeclaredScalarField = Named<ScalarField>;
export type DeclaredTable = Named<Omit<SubTableField, 'columnTotal'>>;
export type DeclaredField = DeclaredScalarField | DeclaredTable;

/**
 * What a module's folder declares (`<folder>.module.ts`, its default export, or its export `modules` by key where one
 * folder declares several): the descriptor less what the area's listing gives it (the key it is listed under and its
 * area) and its labels, `<folder>.labels.json` beside it unless it declares them; its permission prefix is its key
 * unless it names another; its statuses by name (`status-names.ts`), its capabilities only those it has. Its own
 * rules, if any, are `<folder>.rules.ts` beside it (`module-rules.ts`), its demo records `<folder>.demo.ts`
 * (`module-demo.ts`).
 */
export type DeclaredModule = Omit<ModuleDescriptor, 'key' | 'area' | 'labels' | 'permission' | 'fields' | 'buttons' | 'capabilities'> & {
  labels?: ModuleLabels;
  permission?: string;
  fields: readonly DeclaredField[];
  buttons?: readonly ButtonDef[];
  capabilities?: DeclaredCapabilities;
};
export const defineModule = <const D extends DeclaredModule>(descriptor: D): D => descriptor;

export const titleId = (descriptor: Pick<ModuleDescriptor, 'key'>) => `modules.${descriptor.key}.title`;
export const fieldLabelId = (descriptor: Pick<ModuleDescriptor, 'key'>, field: string) => `modules.${descriptor.key}.fields.${field}`;
export const optionLabelId = (descriptor: Pick<ModuleDescriptor, 'key'>, field: string, value: string) => `modules.${descriptor.key}.options.${field}.${value}`;
export const menuCode = (descriptor: Pick<ModuleDescriptor, 'key' | 'area'>) => `${descriptor.area}.${descriptor.key}`;
/** Spec §1 count reports: the page of a module's report sits under the `count` directory. */
export const reportMenuCode = (descriptor: Pick<ModuleDescriptor, 'capabilities'>) => `count.${descriptor.capabilities.report!.key}`;
export const pagePath = (descriptor: Pick<ModuleDescriptor, 'key' | 'area'>) => `/${descriptor.area}/${descriptor.key}`;
export const permissionCode = (descriptor: Pick<ModuleDescriptor, 'permission'>, action: ModuleAction) => `${descriptor.permission}:${action}`;
