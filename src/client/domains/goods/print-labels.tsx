import QrCode2Icon from '@mui/icons-material/QrCode2';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { API_BASE, OWN_PAGE_HEADERS } from '../../api/transport.ts';
import { useAppDispatch } from '../../app/store.ts';
import { fileNameOf, saveFile } from '../../lib/save-file.ts';
import { noticeActions } from '../../state/notice.slice.ts';

/** The most labels one sheet holds (the server's `MAX_LABELS`, src/server/stock/stock.routes.ts). */
const MAX_LABELS = 500;

/**
 * Downloads the QR label sheet of the chosen records of a `tagged` module (POST /stock/labels, a PDF). The answer
 * is the JSON envelope only when the server refused; its message is returned.
 */
async function downloadLabels(ids: readonly number[]): Promise<{ ok: true } | { ok: false; msg: string; status: number }> {
  const response = await fetch(`${API_BASE}/stock/labels`, {
    method: 'POST',
    credentials: 'include',
    headers: { ...OWN_PAGE_HEADERS, 'content-type': 'application/json', accept: 'application/json, application/pdf' },
    body: JSON.stringify({ ids }),
  });
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const envelope = (await response.json()) as { status: number; msg: string };
    return { ok: false, msg: envelope.msg, status: envelope.status };
  }
  saveFile(await response.blob(), fileNameOf(response.headers.get('content-disposition'), 'labels.pdf'));
  return { ok: true };
}

/** On a `tagged` module's list: the QR labels of the rows chosen, shown while some are. */
export function PrintLabelsButton({ ids }: { ids: readonly number[] }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  if (ids.length === 0) return null;
  const notify = (severity: 'success' | 'error', messageId: string, values?: Record<string, number>) =>
    dispatch(noticeActions.show({ severity, messageId, values }));
  const print = async () => {
    if (ids.length > MAX_LABELS) return notify('error', 'grid.labelsTooMany', { max: MAX_LABELS });
    setBusy(true);
    try {
      const result = await downloadLabels(ids);
      if (!result.ok)
        dispatch(noticeActions.show({ severity: 'error', text: result.msg || intl.formatMessage({ id: 'errors.status' }, { status: result.status }) }));
      // A download may land silently in a folder: say that it did, and what to do with it.
      else notify('success', 'grid.labelsReady', { n: ids.length });
    } catch {
      notify('error', 'errors.network');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" variant="outlined" startIcon={busy ? <CircularProgress size={14} /> : <QrCode2Icon />} disabled={busy} onClick={() => void print()}>
      {intl.formatMessage({ id: busy ? 'grid.labelsMaking' : 'grid.printLabels' }, { n: ids.length })}
    </Button>
  );
}
