import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useIntl } from 'react-intl';
import type { RecordRow } from '../../../shared/schemas/engine.schema.ts';
import { useDeleteRecordMutation } from '../../api/engine.api.ts';

/** Asks before a record is deleted (its serial number named); on confirm the server deletes it. */
export function DeleteRecordDialog({
  module,
  record,
  onClose,
  onDeleted,
}: {
  module: string;
  record: RecordRow | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [deleteRecord] = useDeleteRecordMutation();
  return (
    <Dialog open={record !== null} onClose={onClose}>
      <DialogTitle>{t('grid.delete')}</DialogTitle>
      <DialogContent>{t('grid.deleteConfirm', { serial: record?.serialNo ?? '' })}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          onClick={async () => {
            const id = record!.id;
            onClose();
            const result = await deleteRecord({ module, id });
            if ('data' in result) onDeleted();
          }}
        >
          {t('actions.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
