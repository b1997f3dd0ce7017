import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { API_BASE, OWN_PAGE_HEADERS } from '../../api/transport.ts';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';
import { TableHeader, type Heading } from '../../components/table-header.tsx';
import { hasPermission } from '../../lib/permissions.ts';
import { fileNameOf, saveFile } from '../../lib/save-file.ts';
import { noticeActions } from '../../state/notice.slice.ts';

/**
 * A report's Excel button (count reports, stock reports): shown to whoever holds `permission`; posts `body` to `path`
 * and saves the workbook under the name the server gives, or shows the server's refusal.
 */
export function ReportExportButton({
  path,
  body,
  permission,
  fileName,
  disabled,
}: {
  path: string;
  body: unknown;
  permission: string;
  fileName: string;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.session.user);
  const [exporting, setExporting] = useState(false);
  if (!hasPermission(user, permission)) return null;
  const download = async () => {
    setExporting(true);
    try {
      const response = await fetch(`${API_BASE}${path}`, {
        method: 'POST',
        credentials: 'include',
        headers: { ...OWN_PAGE_HEADERS, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if ((response.headers.get('content-type') ?? '').includes('application/json')) {
        const envelope = (await response.json()) as { msg: string };
        dispatch(noticeActions.show({ severity: 'error', text: envelope.msg }));
        return;
      }
      saveFile(await response.blob(), fileNameOf(response.headers.get('content-disposition'), fileName));
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<FileDownloadIcon />}
      disabled={exporting || disabled}
      onClick={() => void download()}
      data-testid="report-export"
    >
      {intl.formatMessage({ id: 'engine.actions.export' })}
    </Button>
  );
}

/**
 * A report's table: its headings, then one line of cells per row, the last row (the total) in bold. With `onOpen`,
 * a row opens what it counts (a drill-down), by click or by Enter.
 */
export function ReportTable({
  headings,
  rows,
  onOpen,
}: {
  headings: readonly Heading[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
  onOpen?: (index: number) => void;
}) {
  const align = (index: number) => {
    const heading = headings[index];
    return typeof heading === 'object' ? heading.align : undefined;
  };
  return (
    <Table size="small" sx={{ mt: 2 }} data-testid="report-table">
      <TableHeader headings={headings} />
      <TableBody>
        {rows.map((row, index) => {
          const total = index === rows.length - 1;
          return (
            <TableRow
              key={row.key}
              data-total={total || undefined}
              hover={Boolean(onOpen)}
              tabIndex={onOpen ? 0 : undefined}
              onClick={onOpen && (() => onOpen(index))}
              onKeyDown={onOpen && ((event: KeyboardEvent) => event.key === 'Enter' && onOpen(index))}
              sx={{ ...(total ? { '& td': { fontWeight: 600 } } : {}), ...(onOpen ? { cursor: 'pointer' } : {}) }}
            >
              {row.cells.map((cell, column) => (
                <TableCell key={column} align={align(column)}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
