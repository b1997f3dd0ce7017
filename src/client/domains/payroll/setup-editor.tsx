import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ApiError } from '../../api/base-api.ts';
import { useAppDispatch } from '../../app/store.ts';
import { noticeActions } from '../../state/notice.slice.ts';

/** A refusal's message keyed by the field the server named (`formula`, `kinds.0.floor`, `items.2.code`). */
export type SetupErrors = Record<string, string>;

export type SetupEditorProps<Row, Draft> = {
  /** Catalogue id of what one row is ("Salary item"), for the dialog's title and the table's name. */
  noun: string;
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  columns: readonly { label: string; render: (row: Row) => ReactNode; nowrap?: boolean; minWidth?: number }[];
  blank: () => Draft;
  draftOf: (row: Row) => Draft;
  /** The form of a draft: its fields, each showing `errors[<its name>]`. */
  form: (draft: Draft, set: (next: Draft) => void, errors: SetupErrors) => ReactNode;
  save: (draft: Draft) => Promise<unknown>;
  /** Whether the user may add and edit (`salaryManage:setup`); without it the table only reads. */
  editable: boolean;
};

/**
 * The salary setup's one editor: a table of rows, "Add" and "Edit" opening a dialog with the screen's form. A refusal
 * of the server is shown under the field it names (or above the form when it names none) in the reader's language,
 * and the dialog keeps everything typed; a save accepted closes it with a notice.
 */
export function SetupEditor<Row, Draft>({ noun, rows, rowKey, columns, blank, draftOf, form, save, editable }: SetupEditorProps<Row, Draft>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const narrow = useMediaQuery('(max-width:599.95px)');
  const [editing, setEditing] = useState<{ draft: Draft; isNew: boolean } | null>(null);
  const [errors, setErrors] = useState<SetupErrors>({});
  const [busy, setBusy] = useState(false);
  const open = (draft: Draft, isNew: boolean) => {
    setErrors({});
    setEditing({ draft, isNew });
  };
  const submit = async () => {
    if (!editing) return;
    setBusy(true);
    try {
      await save(editing.draft);
      setEditing(null);
      dispatch(noticeActions.show({ severity: 'success', messageId: editing.isNew ? 'messages.created' : 'messages.saved' }));
    } catch (caught) {
      const error = caught as ApiError;
      const field = (error.data as { field?: unknown } | null | undefined)?.field;
      // Under its field the message drops the field's key the server put before it (`formula: …`).
      if (typeof field === 'string') setErrors({ [field]: error.msg.startsWith(`${field}: `) ? error.msg.slice(field.length + 2) : error.msg });
      else setErrors({ '': error.msg });
    } finally {
      setBusy(false);
    }
  };
  const general = Object.entries(errors).find(([field]) => field === '' || !knownField(field))?.[1];
  return (
    <Box>
      {editable && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          <Button variant="contained" size="small" onClick={() => open(blank(), true)}>
            {t('admin.add')}
          </Button>
        </Box>
      )}
      <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <Table size="small" aria-label={t(noun)}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.label} sx={{ whiteSpace: 'nowrap' }}>
                  {t(column.label)}
                </TableCell>
              ))}
              {editable && <TableCell>{t('admin.actions')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {(rows ?? []).map((row) => (
              <TableRow key={rowKey(row)}>
                {columns.map((column) => (
                  <TableCell key={column.label} sx={{ whiteSpace: column.nowrap ? 'nowrap' : undefined, minWidth: column.minWidth }}>
                    {column.render(row)}
                  </TableCell>
                ))}
                {editable && (
                  <TableCell>
                    <Button size="small" onClick={() => open(draftOf(row), false)}>
                      {t('admin.edit')}
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            ))}
            {rows?.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length + 1}>{t('payroll.setup.empty')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {editing && (
        <Dialog open onClose={() => setEditing(null)} fullWidth maxWidth="md" fullScreen={narrow} aria-labelledby="setup-editor-title">
          <DialogTitle id="setup-editor-title">
            {t(editing.isNew ? 'admin.add' : 'admin.edit')} · {t(noun)}
          </DialogTitle>
          <DialogContent>
            {general && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {general}
              </Alert>
            )}
            <Box
              component="form"
              noValidate
              sx={{ pt: 1 }}
              onSubmit={(event) => {
                event.preventDefault();
                void submit();
              }}
            >
              {form(
                editing.draft,
                (draft) => {
                  setEditing({ ...editing, draft });
                  setErrors({});
                },
                errors,
              )}
              <button type="submit" hidden />
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setEditing(null)}>{t('actions.cancel')}</Button>
            <Button variant="contained" disabled={busy} onClick={() => void submit()}>
              {t('actions.save')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Box>
  );

  // A field the form shows: every form names its fields from the server's names, so any refusal naming one is shown there.
  function knownField(field: string) {
    return shownFields.has(field.split('.')[0] ?? field);
  }
}

/** Top-level field names the three setup forms show errors under. */
const shownFields = new Set([
  'code',
  'name',
  'itemType',
  'formula',
  'amount',
  'rankAmounts',
  'sort',
  'roundStep',
  'roundMode',
  'city',
  'year',
  'kinds',
  'officeIds',
  'items',
  'grossItem',
  'params',
  'insuranceCity',
]);
