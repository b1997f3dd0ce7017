import type { IntlShape } from 'react-intl';
import type { ColumnSpec } from './config-table-screen.tsx';

type Unwrappable = { unwrap(): Promise<unknown> };

/**
 * The rows of a ConfigTableScreen from the list query that feeds it (a plain list or a page of one), keyed by the
 * id every administered row has.
 */
export function rowsOf<Row extends { id: number }>(query: { data?: readonly Row[] | { list: readonly Row[] }; isFetching: boolean }) {
  const { data } = query;
  return { rows: data && 'list' in data ? data.list : data, loading: query.isFetching, getId: (row: Row) => row.id };
}

/** Save and delete through a table's mutations: the form's body as it is, with the row's id when it edits one. */
export function rowMutations<Row extends { id: number }, Body>(save: (body: Body) => Unwrappable, remove: (id: number) => Unwrappable) {
  return {
    onSave: (body: Record<string, unknown>, row?: Row) => save({ ...(body as Body), ...(row ? { id: row.id } : {}) }).unwrap(),
    onDelete: (row: Row) => remove(row.id).unwrap(),
  };
}

/** The status column of a row that may be switched off: enabled or disabled, in the reader's language. */
export const enabledColumn = <Row extends { enabled: boolean }>(intl: IntlShape): ColumnSpec<Row> => ({
  key: 'enabledText',
  label: 'admin.status',
  text: (row) => intl.formatMessage({ id: row.enabled ? 'admin.enabled' : 'admin.disabled' }),
});
