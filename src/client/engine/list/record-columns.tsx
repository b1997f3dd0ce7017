import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MRT_ColumnDef } from 'material-react-table';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ModuleDescriptor } from '../../../modules/module.types.ts';
import type { FilterEntry, RecordRow } from '../../../shared/schemas/engine.schema.ts';
import { FieldValue, RecordColumnValue } from '../fields/field-value.tsx';
import { fieldLabel } from '../module/module-context.ts';
import { ColumnFilter } from './column-filter.tsx';
import { sortableProp, type SearchableProp } from './searchable-props.ts';
import type { ColumnSetting } from './table-layout.ts';

const clipped = { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '100%' } as const;

/** Spec §9: the empty-table text shows after 1000 ms, so a fast answer never flashes it. */
const EMPTY_TEXT_DELAY_MS = 1000;
export function DelayedEmptyText() {
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), EMPTY_TEXT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Typography color="text.secondary" sx={{ py: 5, textAlign: 'center', width: '100%' }} data-testid="empty-text">
      {shown ? intl.formatMessage({ id: 'grid.empty' }) : '\u00a0'}
    </Typography>
  );
}

/**
 * A module list's table columns: the visible ones of the layout, each headed by its label and its column filter,
 * its cells drawn as the field's value (a long one ends in an ellipsis).
 */
export function useRecordColumns(
  descriptor: ModuleDescriptor,
  columns: ColumnSetting[],
  props: SearchableProp[],
  filters: FilterEntry[],
  setFilter: (prop: string, entry: FilterEntry | undefined) => void,
) {
  const intl = useIntl();
  return useMemo<MRT_ColumnDef<RecordRow>[]>(
    () =>
      columns
        .filter((column) => column.visible)
        .map((column) => {
          const label = column.label ?? fieldLabel(intl, descriptor, column.prop);
          const field = descriptor.fields.find((candidate) => candidate.key === column.prop);
          const searchable = props.find((item) => item.prop === column.prop && item.kind !== 'pick');
          const entry = filters.find((item) => item.prop === column.prop);
          return {
            id: column.prop,
            accessorFn: (row) => row[column.prop],
            header: label,
            size: column.width,
            enableSorting: column.sortable && sortableProp(descriptor, column.prop),
            Header: () => (
              // A long heading (Spanish) wraps to a second line rather than ending in an ellipsis.
              <Box component="span" title={label} sx={{ display: 'inline-flex', alignItems: 'center', minWidth: 0, maxWidth: '100%', whiteSpace: 'normal' }}>
                <Box component="span" sx={{ minWidth: 0, overflowWrap: 'break-word', lineHeight: 1.2 }}>
                  {label}
                </Box>
                {searchable && (
                  <ColumnFilter descriptor={descriptor} searchable={searchable} label={label} entry={entry} onApply={(next) => setFilter(column.prop, next)} />
                )}
              </Box>
            ),
            muiTableHeadCellProps: { align: column.align },
            muiTableBodyCellProps: { align: column.align },
            Cell: ({ row }) => (
              // Long values end in an ellipsis inside their column instead of running under the next one.
              <Box
                component="span"
                title={field?.type === 'text' && typeof row.original[column.prop] === 'string' ? String(row.original[column.prop]) : undefined}
                sx={clipped}
              >
                {field ? (
                  <FieldValue descriptor={descriptor} field={field} value={row.original[column.prop]} known={row.original.pickLabels?.[column.prop]} />
                ) : (
                  <RecordColumnValue prop={column.prop} value={row.original[column.prop]} lifecycle={descriptor.lifecycle} />
                )}
              </Box>
            ),
          };
        }),
    [columns, descriptor, filters, intl, props, setFilter],
  );
}
