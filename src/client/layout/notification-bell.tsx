import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Popover from '@mui/material/Popover';
import Snackbar from '@mui/material/Snackbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { Notification } from '../api/types.ts';
import { notificationText } from '../workflow/notification-text.ts';

/** How long the unread-messages bubble stays after sign-in. */
const BUBBLE_SECONDS = 6;

/** Spec §4 and §9 Notifications. */
export const NOTIFY = { pollMs: 120_000, bubbleMs: 30_000, flashMs: 380, popoverWidth: 230 } as const;

export type NotificationBellProps = {
  /** Unread notifications, newest first. */
  items: readonly Notification[];
  /** Opening the bell dismisses the "you have new messages" bubble. */
  onBubbleClose: () => void;
  /** Showing a notification marks it read. */
  onShow: (item: Notification) => void;
  /** Opens the page a notification points at (a to-do, say). */
  onOpen?: (link: string) => void;
};

/**
 * The push bell: a badge with the unread count; clicking opens a 230 px popover that shows one notification
 * at a time with "next" and "back to first". The list is frozen while open, so marking read does not shift it.
 */
export function NotificationBell({ items, onBubbleClose, onShow, onOpen }: NotificationBellProps) {
  const intl = useIntl();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [snapshot, setSnapshot] = useState<readonly Notification[]>([]);
  const [index, setIndex] = useState(0);
  const label = intl.formatMessage({ id: 'notify.title' });

  const paper = useRef<HTMLDivElement>(null);
  const showAt = (list: readonly Notification[], at: number) => {
    setIndex(at);
    // The pressed button may become disabled; keep focus inside so Escape still closes the popover.
    if (anchor && (at === 0 || at === list.length - 1)) paper.current?.focus();
    if (list[at] && !list[at].isRead) onShow(list[at]);
  };
  const current = snapshot[index];
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          onClick={(event) => {
            setAnchor(event.currentTarget);
            setSnapshot(items);
            onBubbleClose();
            showAt(items, 0);
          }}
        >
          <Badge color="error" badgeContent={items.length} max={99}>
            <NotificationsNoneOutlined fontSize="small" />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { ref: paper, tabIndex: -1, sx: { width: NOTIFY.popoverWidth, p: 1.5, mt: 0.5, outline: 'none' } } }}
      >
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          {label}
        </Typography>
        {current ? (
          <Box aria-live="polite">
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 0.5 }}>
              <Chip
                size="small"
                color={current.type === 3 ? 'warning' : 'primary'}
                variant="outlined"
                label={intl.formatMessage({ id: `dict.notifyType.${current.type}`, defaultMessage: ' ' })}
              />
              <Typography variant="caption" color="text.secondary">
                {index + 1} / {snapshot.length}
              </Typography>
            </Box>
            <Typography variant="body2" sx={{ wordBreak: 'break-word', my: 1 }}>
              {notificationText(intl, current.content)}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="div">
              <FormattedDate value={current.createdAt} dateStyle="medium" timeStyle="short" />
            </Typography>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
              {current.link && onOpen && (
                <Button
                  size="small"
                  onClick={() => {
                    setAnchor(null);
                    onOpen(current.link!);
                  }}
                  sx={{ mr: 'auto' }}
                >
                  <FormattedMessage id="notify.open" />
                </Button>
              )}
              <Button size="small" disabled={index === 0} onClick={() => showAt(snapshot, 0)}>
                <FormattedMessage id="notify.first" />
              </Button>
              <Button size="small" variant="contained" disabled={index >= snapshot.length - 1} onClick={() => showAt(snapshot, index + 1)}>
                <FormattedMessage id="notify.next" />
              </Button>
            </Box>
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
            <FormattedMessage id="notify.empty" />
          </Typography>
        )}
      </Popover>
    </>
  );
}

export type UnreadBubbleProps = {
  count: number;
  open: boolean;
  /** On a narrow screen the bubble is a strip under the header that pushes the page down rather than covering it. */
  inline: boolean;
  onClose: () => void;
};

/**
 * "You have N new messages" after sign-in. On a desktop it floats in the corner below the page, where it covers neither
 * the tags bar nor the header; on a phone or tablet every corner holds something (a form's buttons, the docked approval
 * bar), so it takes its own strip under the header. It goes by itself after a few seconds: the bell keeps the count.
 */
export function UnreadBubble({ count, open, inline, onClose }: UnreadBubbleProps) {
  const shown = open && count > 0;
  const message = (
    <Paper
      role="status"
      onClick={onClose}
      square={inline}
      sx={{
        px: 1.5,
        py: 1,
        maxWidth: inline ? 'none' : NOTIFY.popoverWidth,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontSize: 13,
        cursor: 'pointer',
        boxShadow: inline ? 0 : 4,
      }}
    >
      <FormattedMessage id="notify.bubble" values={{ count }} />
    </Paper>
  );
  useEffect(() => {
    if (!inline || !shown) return;
    const timer = setTimeout(onClose, BUBBLE_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [inline, shown, onClose]);
  if (inline) return <Collapse in={shown}>{message}</Collapse>;
  return (
    <Snackbar
      open={shown}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      autoHideDuration={BUBBLE_SECONDS * 1000}
      onClose={(_event, reason) => reason === 'timeout' && onClose()}
    >
      {message}
    </Snackbar>
  );
}
