import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { TableHeader } from '../../components/table-header.tsx';

/** A small fixed table (a job's runs, a database table's columns): headings by catalogue id, then the given rows. */
export function HeadingTable({ headings, sx, children }: { headings: readonly string[]; sx?: SxProps<Theme>; children: ReactNode }) {
  const intl = useIntl();
  return (
    <Table size="small" sx={sx}>
      <TableHeader headings={headings.map((id) => intl.formatMessage({ id }))} />
      <TableBody>{children}</TableBody>
    </Table>
  );
}
