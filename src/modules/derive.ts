import { isSubFlowDraft, LIFECYCLES } from '../../machines/index.ts';
import type { FieldDef, ScalarField } from '../shared/rules/field.types.ts';
import type { FollowUpDef, ModuleDescriptor } from './module.types.ts';

/**
 * What lists and pickers derive from a descriptor, written once for the server, the client and the stories: which
 * fields a list can show, the columns a list starts from, the field that names a record, and what a follow-up's
 * form opens with.
 */

/**
 * Whether a field may change in a record's status (spec §2 editability by state): where its `editable.statuses` say;
 * without them, anywhere but the drafts of a sub-flow other than a change (a seal, an archive, a split…), which
 * approve something else than the document's terms: its money changes only through a change.
 */
export const editableInStatus = (descriptor: Pick<ModuleDescriptor, 'lifecycle'>, field: FieldDef, status: number) =>
  field.editable?.statuses ? field.editable.statuses.includes(status) : !(descriptor.lifecycle && isSubFlowDraft(LIFECYCLES[descriptor.lifecycle], status));

/** Record columns a list may show besides the descriptor's fields, in the order the default layout puts them. */
export const RECORD_LIST_COLUMNS = ['serialNo', 'status', 'creatorName', 'officeName', 'createdAt', 'updatedAt'] as const;
export type RecordListColumn = (typeof RECORD_LIST_COLUMNS)[number];
export const isRecordListColumn = (prop: string): prop is RecordListColumn => (RECORD_LIST_COLUMNS as readonly string[]).includes(prop);

/** Field types a list can show in a cell. */
export function isListable(field: FieldDef): field is ScalarField {
  return !['richText', 'subTable', 'file', 'image'].includes(field.type);
}
export const listableFields = (descriptor: ModuleDescriptor) => descriptor.fields.filter(isListable);

export type DefaultColumn = {
  prop: string;
  visible: boolean;
  width: number;
  align: 'left' | 'center' | 'right';
  sortable: boolean;
  fixed?: 'left' | 'right';
};

/** How each record column starts: shown or not, and its width. */
const RECORD_COLUMN_DEFAULTS: Record<RecordListColumn, { visible: boolean; width: number }> = {
  serialNo: { visible: true, width: 150 },
  status: { visible: true, width: 90 },
  creatorName: { visible: true, width: 100 },
  officeName: { visible: false, width: 140 },
  createdAt: { visible: true, width: 160 },
  updatedAt: { visible: false, width: 160 },
};
const recordColumn = (prop: RecordListColumn): DefaultColumn => ({ prop, ...RECORD_COLUMN_DEFAULTS[prop], align: 'center', sortable: true });

/**
 * Whether a module's records have a status to show: a lifecycle of their own, or an approval flow (the generic
 * lifecycle). A register without either (customers, the catalogue, receipts) has none: its records are simply there.
 */
export const hasStatus = (descriptor: Pick<ModuleDescriptor, 'lifecycle' | 'flow'>) => Boolean(descriptor.lifecycle || descriptor.flow);

/**
 * The columns code gives a list (DESIGN.md §3; administrators and users adjust them at run time): the serial number,
 * every listable field with its `column` defaults (a field without them is a column the user may switch on), then
 * the other record columns.
 */
export function defaultColumns(descriptor: ModuleDescriptor): DefaultColumn[] {
  return [
    recordColumn('serialNo'),
    ...listableFields(descriptor).map((field) => ({
      prop: field.key,
      visible: Boolean(field.column) && field.column?.visible !== false,
      width: field.column?.width ?? 120,
      align: field.column?.align ?? 'left',
      sortable: field.column?.sortable ?? false,
      ...(field.column?.fixed ? { fixed: field.column.fixed } : {}),
    })),
    ...RECORD_LIST_COLUMNS.filter((prop) => prop !== 'serialNo' && (prop !== 'status' || hasStatus(descriptor))).map(recordColumn),
  ];
}

/**
 * The field that names a record where another module picks it: its first quick-search text field, else its first
 * text field; a module without one names its records by serial number (undefined).
 */
export function labelField(descriptor: ModuleDescriptor): string | undefined {
  const { namedBy } = descriptor.capabilities;
  if (namedBy) return namedBy === 'serialNo' ? undefined : namedBy;
  return descriptor.fields.find((field) => field.search && field.type === 'text')?.key ?? descriptor.fields.find((field) => field.type === 'text')?.key;
}

/**
 * What a follow-up's form opens with (descriptor `followUps`): each target field takes the source record's field,
 * `'id'` the source record itself; `pickLabels` names what the picks hold, as a record answer would (the source's
 * own names for its picks, and the source's label where the pick is the source). A detail table is carried line by
 * line, each with the columns the target's table has (a purchase contract's items and quantities, not its prices).
 */
export function followUpValues(
  source: ModuleDescriptor,
  followUp: FollowUpDef,
  record: Readonly<Record<string, unknown>> & { id: number; serialNo: string; pickLabels?: Readonly<Record<string, string | string[]>> },
  target?: Pick<ModuleDescriptor, 'fields'>,
): { values: Record<string, unknown>; pickLabels: Record<string, string | string[]> } {
  const values: Record<string, unknown> = {};
  const pickLabels: Record<string, string | string[]> = {};
  const ownLabel = String(record[labelField(source) ?? 'serialNo'] ?? record.serialNo);
  for (const [to, from] of Object.entries(followUp.fields)) {
    const table = target?.fields.find((field) => field.key === to);
    const rows = record[from];
    if (table?.type === 'subTable' && Array.isArray(rows)) {
      const columns = table.columns.map((column) => column.key);
      values[to] = rows.map((row: Record<string, unknown>) =>
        Object.fromEntries(columns.filter((key) => row[key] !== undefined).map((key) => [key, row[key]])),
      );
      rows.forEach((_row, index) => {
        for (const key of columns) {
          const label = record.pickLabels?.[`${from}.${index}.${key}`];
          if (label !== undefined) pickLabels[`${to}.${index}.${key}`] = label;
        }
      });
      continue;
    }
    values[to] = from === 'id' ? record.id : record[from];
    const label = from === 'id' ? ownLabel : record.pickLabels?.[from];
    if (label !== undefined) pickLabels[to] = label;
  }
  return { values, pickLabels };
}
