import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { FormattedMessage, useIntl } from 'react-intl';
import { useTableInfoQuery, type TableInfo } from '../../api/admin.api.ts';
import { PageCard } from '../../app/page-card.tsx';
import { HeadingTable } from '../components/heading-table.tsx';
import { ReadOnlyTable } from '../components/paged-table.tsx';

function Columns({ table }: { table: TableInfo }) {
  const intl = useIntl();
  return (
    <HeadingTable headings={['admin.table.column', 'admin.table.type', 'admin.table.nullable', 'admin.table.default']} sx={{ maxWidth: 900 }}>
      {table.columns.map((column) => (
        <TableRow key={column.name}>
          <TableCell sx={{ fontFamily: 'monospace' }}>{column.name}</TableCell>
          <TableCell>{column.type}</TableCell>
          <TableCell>{intl.formatMessage({ id: column.nullable ? 'admin.yes' : 'admin.no' })}</TableCell>
          <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>{column.default}</TableCell>
        </TableRow>
      ))}
    </HeadingTable>
  );
}

/** Table info: the database's tables with their row counts, sizes and columns. */
export function TableInfoPage() {
  const intl = useIntl();
  const { data, isFetching } = useTableInfoQuery();
  return (
    <PageCard title={<FormattedMessage id="menu.system.tableInfo" />}>
      <ReadOnlyTable<TableInfo>
        rows={data}
        loading={isFetching}
        columns={[
          { key: 'name', label: 'admin.table.name', render: (row) => <code>{row.name}</code> },
          { key: 'rows', label: 'admin.table.rows', text: (row) => intl.formatNumber(row.rows) },
          { key: 'bytes', label: 'admin.table.size', text: (row) => `${intl.formatNumber(row.bytes / 1024, { maximumFractionDigits: 0 })} KB` },
          { key: 'columnCount', label: 'admin.table.columns', text: (row) => String(row.columns.length) },
        ]}
        renderDetail={(row) => <Columns table={row} />}
      />
    </PageCard>
  );
}
