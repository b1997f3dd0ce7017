import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** A small fixed table (a job's runs, a database table's columns): headings by catalogue id, then the given rows. */
export function HeadingTable({ headings, sx, children }: { headings: readonly string[]; sx?: SxProps<Theme>; children: ReactNode }) {
  return (
    <Table size="small" sx={sx}>
      <TableHead>
        <TableRow>
          {headings.map((id) => (
            <TableCell key={id}>
              <FormattedMessage id={id} />
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>{children}</TableBody>
    </Table>
  );
}
