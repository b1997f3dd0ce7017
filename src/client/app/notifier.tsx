import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import { useIntl } from 'react-intl';
import { noticeActions } from '../state/notice.slice.ts';
import { useAppDispatch, useAppSelector } from './store.ts';

/** Spec §9: messages show for 2000 ms by default. */
export const NOTICE_DURATION_MS = 2000;

/** Shows the oldest queued message as a snackbar at the top, like the original's message toasts. */
export function Notifier() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const notice = useAppSelector((state) => state.notice.queue[0]);
  if (!notice) return null;
  const text = notice.text ?? intl.formatMessage({ id: notice.messageId ?? 'messages.success' }, notice.values);
  const close = () => dispatch(noticeActions.dismiss(notice.key));
  return (
    <Snackbar
      key={notice.key}
      open
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      autoHideDuration={NOTICE_DURATION_MS + (notice.severity === 'error' ? 1000 : 0)}
      onClose={(_event, reason) => reason !== 'clickaway' && close()}
    >
      <Alert severity={notice.severity} variant="filled" onClose={close} role="alert" sx={{ minWidth: 280, boxShadow: 3 }}>
        {text}
        {notice.requestId && (
          <Box component="span" sx={{ display: 'block', fontSize: '0.75rem', opacity: 0.85, userSelect: 'all' }}>
            {intl.formatMessage({ id: 'notice.requestId' }, { id: notice.requestId })}
          </Box>
        )}
      </Alert>
    </Snackbar>
  );
}
