import type { LifecycleName } from '../../machines/index.ts';
import type { SubFlowName } from '../shared/approval-actions.ts';
import type { Locale } from '../shared/i18n/languages.ts';
import type { Condition, PreCheck } from '../shared/rules/conditions.ts';
import type { FieldDef } from '../shared/rules/field.types.ts';
import type { TotalRule } from '../shared/rules/totals.ts';
import type { MODULE_AREAS } from './areas.ts';

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
 * `<table>.<column>`), the values of its own option lists (`options: { values }`) and its count report's name.
 */
export type ModuleLabels = {
  title: Label;
  fields: Readonly<Record<string, Label>>;
  options?: Readonly<Record<string, Readonly<Record<string, Label>>>>;
  report?: Label;
};

/** A button of the list or form with its pre-check conditions (spec §4: condition true → its message, stop). */
export type ButtonDef = { action: ModuleAction; preChecks?: readonly PreCheck[] };

/**
 * A money field computed on the server as the sum of a detail-table column (src/server/engine/README.md):
 * while the table has rows, the stored value is their total whatever the client sent. Or, with `product`, each row's
 * cell `<subTable>.<column>` computed as the product of two of its cells (a line's amount: quantity × unit price).
 */
export type TotalDef = TotalRule;

/**
 * A cross-record limit checked on the server in the saving transaction: `field` may not exceed `notAbove.field`
 * of the record the pick field `notAbove.via` names; with `lessEarlier`, less the same field of this module's
 * other records that pick the same record (a repayment against its loan, a return against its invoice). The picked
 * record is bound the other way too: a save of it may not lower `notAbove.field` below what is already counted.
 */
export type LimitDef = {
  field: string;
  /** `statuses`: the picked record must be in one of them (an issued invoice, a paid-out loan: 4 signed). */
  notAbove: { via: string; field: string; statuses?: readonly number[] };
  lessEarlier?: boolean;
  /** With `lessEarlier`: statuses in which this module's records no longer count as earlier (a voided invoice). */
  released?: readonly number[];
};

/**
 * Something a document's signing does to a record, in the same transaction as the final approval
 * (src/server/engine/README.md): the lifecycle `event` is applied to this record, or with `via` to the record
 * that pick field names, and the target's machine decides the transition (its refusal undoes the approval).
 * With `amount` the event carries that money field of the document; with `addTo` the target's field (kept by
 * the server, never by a form) accumulates it. A loan is paid out when signed; a signed repayment is recorded
 * on its loan (18 unpaid → 20 partly repaid → 19 repaid). With `when: 'settled'`, only a signing that leaves nothing
 * outstanding of what the document's `stock.against` names (the last return of a borrowing) applies it.
 */
export type EffectDef = { on: 'signed'; event: string; via?: string; amount?: string; addTo?: string; when?: 'settled' };

/**
 * The signed copy a final approval produces (src/server/engine/README.md), in the same transaction as the status:
 * the file of the file field `file` (a PDF or a Word .docx) gets the seal the select `seal` names (its Chinese label
 * inside a red ring with a star, and the line "签章：<approver> <date>" under it) — on a PDF at the page the number
 * field `page` gives (the last by default) and the corner the select `position` names (`bottomRight`, `bottomLeft`,
 * `bottomCenter`); on a Word document as a picture at the end of the body. The copy is a new file linked to the
 * record's file field `into` (editable in no status: only the server fills it); the original is kept unchanged. A
 * file that cannot be stamped refuses the approval (1001 on `file`) and nothing changes.
 */
export type SigningDef = { file: string; seal: string; page?: string; position?: string; into: string };

/**
 * A split's parts: the rows of `subTable` whose `column` adds up to `equals` before the split is submitted.
 * The table is shown and edited only while the split is drafted or returned (statuses 46, 48, 49).
 */
export type SplitDef = { subTable: string; column: string; equals: string };

/**
 * A document this one leads to (a won bid becomes a contract): where every condition of `when` holds on a record
 * (its data fields and `status`), its view offers to start a `module` document, whose form opens filled from this
 * one: `fields` maps each target field to this module's field, `'id'` naming the record itself (a pick of it).
 */
export type FollowUpDef = { module: string; when: readonly Condition[]; fields: Readonly<Record<string, string>> };

/**
 * A date of the record that reminds people ahead of it (a contract's expiry): from the system parameter
 * `reminder.daysAhead` days before it until the day itself, each person `notify` names (user pick fields, `'creator'`
 * the record's creator, `<pick>.<field>` a user pick of the record a record pick names: an archive item's keeper) gets
 * one message per record and date, while the record is in one of `statuses`; with `overdue`, one more once the date
 * has passed and the record is still in them (a borrowing not returned). `date` may also be `<subTable>.<column>`, a
 * date column of a detail table: each row's date then reminds on its own, one message per record, person and row
 * date, naming the row by its column `rowLabel` when given (a supplier's certificates, each by its name). Sent by the
 * `dateReminders` scheduled task (src/server/engine/date-reminders.ts).
 */
export type ReminderDef = { date: string; rowLabel?: string; notify: readonly string[]; statuses: readonly number[]; overdue?: boolean };

/**
 * One holder at a time (a borrowing of an archive item): while a record of this module that picks a record through
 * `via` is in one of `statuses` (lent out), no other record of this module picking the same one may enter them. The
 * server checks it with the picked record's row locked whenever a status move enters them (a signing's effect), so
 * of simultaneous approvals one wins; a save or a submission picking a held record is refused at once. With `mark`,
 * the picked record's `field` (kept by the server, never by a form) says `held` while so held and `free` otherwise
 * (an archive item's availability), `free` from its creation on.
 */
export type ExclusiveDef = { via: string; statuses: readonly number[]; mark?: { field: string; held: string; free: string } };

/**
 * An event recorded on a document after its approval with the fields it fills (a borrowing's return: its date and
 * condition; a bid's result and winning price): `POST /prod-api/wf/:module/:id/record/:event` with `data`, each of
 * `fields` but the `optional` ones required, all checked by their rules; the lifecycle machine decides who may and in
 * which status (a returned borrowing is not returned again). `permission`, where its machine guard asks for one, is
 * the spec §6 action (`backUse`): a button `<prefix>:<permission>` of the module's menu, granted to the demo finance
 * and manager roles; without it the guard asks who the document is (its owner).
 */
export type RecordingDef = { event: string; fields: readonly string[]; optional?: readonly string[]; permission?: string };

/** What a signed stock document does with each of its lines (src/server/stock). */
export type StockMove = 'receive' | 'issue' | 'lend' | 'return' | 'scrap';

/**
 * A stock document (src/server/stock/README.md): when its approval signs it, each row of the detail table `lines`
 * becomes one entry of the append-only stock ledger, in the same transaction: `quantity` of the catalogue item the
 * column `item` picks comes into store (`receive`), leaves it (`issue`, `lend`, `scrap`) or comes back (`return`);
 * `lend` and `return` (and the issue of a fixed asset) change what the person the user pick `holder` names holds
 * (the creator without it). A row whose `asset` column picks a fixed asset moves that asset, one unit, through the
 * goods lifecycle (spec §4 goods status). The submission checks the stock is there (1001 naming the line); an approval
 * that finds it gone is refused with 2002 and the document stays in approval. For `receive`: `rejected` is a column of
 * units refused at acceptance (not stocked); `against` names the pick of the document moved against (the order an
 * acceptance receives, the borrowing a return brings back), whose lines (`lines`, `item`, `quantity` of its own
 * table) bound what the documents against it move of each item (and against a document that moved goods to a holder,
 * only that holder moves them back); and the items
 * matching `assets.when` (fixed assets) become one record each of the module `assets.module` (its serial number is the
 * tag), with the acceptance's field `assets.location` as their location.
 */
export type StockDef = {
  move: StockMove;
  lines: string;
  item: string;
  quantity: string;
  asset?: string;
  holder?: string;
  rejected?: string;
  against?: { via: string; lines: string; item: string; quantity: string };
  assets?: { module: string; when: Condition; location?: string };
};

/**
 * The stock reports of a catalogue module (src/server/stock/README.md, `src/shared/stock-reports.ts`): stock on hand
 * by item or category, movements over a period, holdings per person and overdue loans, each a page under the count
 * reports with its permission `<permission>:list` and `:export`. `category` is the catalogue's pick of its category
 * (a tree: its records' `parent`), `unit` its unit option; `sort` places the pages among the count reports.
 */
export type StockReportsDef = { permission: string; category: string; unit: string; sort: number };

/**
 * A count report of the module's documents (spec §1 count reports): totals of `amount` and a count by month of
 * `date`, by office or by the option field `type`. The page is `/count/<key>`, its permission `<permission>:list`
 * and `:export` (spec §6 module:action). With `with`, the documents of those modules (declaring the same `date` field)
 * count too, and `type: 'module'` groups by module, each named by its title (the kinds of result document); without
 * `amount` the amounts are 0.
 */
export type ReportDef = { key: string; permission: string; date: string; type: string; amount?: string; with?: readonly string[]; sort: number; icon: string };

/**
 * A business module declared once (DESIGN.md §3), in its own folder. Pure data: the server derives storage, routes,
 * permission checks, menus and validation from it; the client derives its list, form and view screens. Its labels
 * become catalogue ids (`src/modules/module-catalogue.ts`): `modules.<key>.title`, `modules.<key>.fields.<field>`,
 * `modules.<key>.options.<field>.<value>`.
 */
export type ModuleDescriptor = {
  /** The key it is listed under in its area's declaration, and that area (set from the listing when it loads). */
  key: string;
  area: string;
  labels: ModuleLabels;
  /** Spec §3 module ids, where the spec gives one. */
  moduleId?: number;
  /** Spec §6: with type code 16 the record's project leader keeps the creator's rights. */
  typeCode?: number;
  /**
   * A register the whole organisation reads (the company's qualification certificates, which every bid cites): whoever
   * may list it reads every record, whatever their data scope; changing a record still follows the scope.
   */
  readByAll?: boolean;
  /**
   * The data field naming the project leader (a user pick), read when typeCode is 16; `<pick>.<field>` reads it from
   * the record a record pick names (a result document's leader is its project's).
   */
  projectLeaderField?: string;
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
  totals?: readonly TotalDef[];
  limits?: readonly LimitDef[];
  effects?: readonly EffectDef[];
  signing?: SigningDef;
  /** The sub-flows a signed document offers (src/shared/approval-actions.ts), each through the module's flow. */
  subFlows?: readonly SubFlowName[];
  split?: SplitDef;
  report?: ReportDef;
  followUps?: readonly FollowUpDef[];
  reminders?: readonly ReminderDef[];
  exclusive?: readonly ExclusiveDef[];
  recordings?: readonly RecordingDef[];
  stock?: StockDef;
  /**
   * The field that names a record where another module picks it; `'serialNo'` for a document known by its number (a
   * stock acceptance). Without it, the first searched text field, else the first text field.
   */
  namedBy?: string;
  stockReports?: StockReportsDef;
  /**
   * Records only the server makes (the fixed assets a stock acceptance receives): nobody creates, imports or deletes
   * one, the administrator included; their fields are edited as any record's.
   */
  madeByServer?: true;
  /**
   * Records whose serial number is a tag stuck on a thing (the fixed assets). The list selects rows and prints them
   * as a sheet of QR labels (`POST /prod-api/stock/labels`): each the tag as QR code and as text, the name of what
   * the pick `name` names and the user the user pick `holder` names (none: "in store"). Its search box opens the
   * record whose serial number is typed exactly and Enter pressed, as a scanner does. One module at most declares it.
   * When stock acceptances make its records (`stock.assets`), the stock engine (src/server/stock) also reads and
   * writes them through it: `name` is the catalogue item the unit is, `holder` its custodian, `returnState` its goods
   * return state (0, 1, 2), `receivedIn` the acceptance that received it and `location` where it is.
   */
  tagged?: { name: string; holder: string; returnState: string; receivedIn: string; location: string };
  /**
   * Records that form a tree (the catalogue's categories): `parent` is a record pick of the same module naming each
   * record's parent (none: a root). The list offers a tree view beside its table, built on the client from every
   * record the reader may list (at most 1000, named by the module's `namedBy` field); a node opens its record's view.
   */
  tree?: { parent: string };
  /**
   * Fields whose rules a form override (src/modules/form-override.ts) may never loosen: it may not hide them,
   * make them read-only or turn their required rule off. Totals, limit fields and picks, the project leader and
   * the fields the module's approval flow reads are essential without being listed.
   */
  essential?: readonly string[];
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
};

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
export const offersAction = (descriptor: Pick<ModuleDescriptor, 'madeByServer'>, action: ModuleAction) =>
  !(descriptor.madeByServer && (action === 'add' || action === 'import' || action === 'del'));

/**
 * What a module's folder declares (`<folder>.module.ts`, its default export, or its export `modules` by key where one
 * folder declares several): the descriptor less what the area's listing gives it (the key it is listed under and its
 * area) and its labels, `<folder>.labels.json` beside it unless it declares them; its permission prefix is its key
 * unless it names another. Demo records are `<folder>.demo.ts` beside it (`module-demo.ts`).
 */
export type DeclaredModule = Omit<ModuleDescriptor, 'key' | 'area' | 'labels' | 'permission'> & { labels?: ModuleLabels; permission?: string };
export const defineModule = <const D extends DeclaredModule>(descriptor: D): D => descriptor;

export const titleId = (descriptor: Pick<ModuleDescriptor, 'key'>) => `modules.${descriptor.key}.title`;
export const fieldLabelId = (descriptor: Pick<ModuleDescriptor, 'key'>, field: string) => `modules.${descriptor.key}.fields.${field}`;
export const optionLabelId = (descriptor: Pick<ModuleDescriptor, 'key'>, field: string, value: string) => `modules.${descriptor.key}.options.${field}.${value}`;
export const menuCode = (descriptor: Pick<ModuleDescriptor, 'key' | 'area'>) => `${descriptor.area}.${descriptor.key}`;
/** Spec §1 count reports: the page of a module's report sits under the `count` directory. */
export const reportMenuCode = (descriptor: Pick<ModuleDescriptor, 'report'>) => `count.${descriptor.report!.key}`;
export const pagePath = (descriptor: Pick<ModuleDescriptor, 'key' | 'area'>) => `/${descriptor.area}/${descriptor.key}`;
export const permissionCode = (descriptor: Pick<ModuleDescriptor, 'permission'>, action: ModuleAction) => `${descriptor.permission}:${action}`;
