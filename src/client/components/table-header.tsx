import type { SxProps, Theme } from '@mui/material/styles';
import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

/** A column's heading: its words ('' for a column without one), or its words and how they align. */
export type Heading = string | { text: string; align: TableCellProps['align'] };

/** A table's header: one cell per heading, in order. */
export function TableHeader({ headings, sx }: { headings: readonly Heading[]; sx?: SxProps<Theme> }) {
  return (
    <TableHead>
      <TableRow sx={sx}>
        {headings.map((heading, index) =>
          typeof heading === 'string' ? (
            <TableCell key={index}>{heading || null}</TableCell>
          ) : (
            <TableCell key={index} align={heading.align}>
              {heading.text}
            </TableCell>
          ),
        )}
      </TableRow>
    </TableHead>
  );
}
