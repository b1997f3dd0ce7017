import { MAX_LOCKED_COLUMNS, type TableLayoutBody } from '../../../shared/schemas/engine.schema.ts';

type HeaderColumn = TableLayoutBody['tableHeaderSet'][number];
export type Align = 'left' | 'center' | 'right';

/** One column of the column settings panel (spec §3 tableHeaderSet, reduced to what the panel edits). */
export type ColumnSetting = {
  prop: string;
  /** A label the user typed; absent means the catalogue's label in the current language. */
  label?: string;
  visible: boolean;
  width: number;
  align: Align;
  sortable: boolean;
  locked: boolean;
};

/** Spec §3 istable: 1 classic paging, 0 infinite scroll. */
export type PagingMode = 'classic' | 'infinite';

export const MIN_COLUMN_WIDTH = 60;

export function columnsFromLayout(header: readonly HeaderColumn[], keepLabels: boolean): ColumnSetting[] {
  return header.map((column) => ({
    prop: column.prop,
    label: keepLabels && column.label ? column.label : undefined,
    visible: column.visible !== false,
    width: Math.max(MIN_COLUMN_WIDTH, column.width ?? column.minWidth ?? 120),
    align: column.align ?? 'left',
    sortable: column.sortable === true || column.sortable === 'custom',
    locked: column.fix === true || (column.fixed !== undefined && column.fixed !== false),
  }));
}

export const lockedCount = (columns: readonly ColumnSetting[]) => columns.filter((column) => column.locked).length;

/**
 * Spec §5: at most three locked columns. Answers the refusal's message id when locking one more would pass
 * the limit, or null when the change may be made.
 */
export function lockRefusal(columns: readonly ColumnSetting[], prop: string, lock: boolean): string | null {
  if (!lock) return null;
  const others = columns.filter((column) => column.locked && column.prop !== prop).length;
  return others + 1 > MAX_LOCKED_COLUMNS ? 'engine.tooManyLocked' : null;
}

/** Moves a column one place up or down in the order. */
export function moveColumn(columns: readonly ColumnSetting[], prop: string, delta: -1 | 1): ColumnSetting[] {
  const index = columns.findIndex((column) => column.prop === prop);
  const target = index + delta;
  if (index < 0 || target < 0 || target >= columns.length) return [...columns];
  const next = [...columns];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

/** The body of POST /m/:module/layout from the panel's state. */
export function layoutBody(
  base: Pick<TableLayoutBody, 'tableSet'> & { tableHeight?: number | null },
  columns: readonly ColumnSetting[],
  paging: PagingMode,
  isDefault: boolean,
): TableLayoutBody {
  return {
    isDefault: isDefault ? 1 : 0,
    tableSet: base.tableSet,
    ...(base.tableHeight ? { tableHeight: base.tableHeight } : {}),
    istable: paging === 'classic' ? 1 : 0,
    tableHeaderSet: columns.map((column) => ({
      prop: column.prop,
      ...(column.label ? { label: column.label } : {}),
      visible: column.visible,
      width: Math.round(column.width),
      align: column.align,
      headerAlign: column.align,
      sortable: column.sortable,
      fix: column.locked,
      ...(column.locked ? { fixed: 'left' as const } : {}),
    })),
  };
}
