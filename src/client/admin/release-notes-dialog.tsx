import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import DOMPurify from 'dompurify';
import { useState } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { useMarkReleaseNoteReadMutation, useUnreadReleaseNotesQuery } from '../api/admin.api.ts';

/**
 * Release notes the signed-in user has not seen, shown once after sign-in; closing the dialog marks them read,
 * so they do not come back on the next visit.
 */
export function ReleaseNotesDialog() {
  const { data } = useUnreadReleaseNotesQuery();
  const [markRead] = useMarkReleaseNoteReadMutation();
  const [closed, setClosed] = useState(false);
  if (closed || !data || data.length === 0) return null;
  const close = () => {
    setClosed(true);
    for (const note of data) void markRead(note.id);
  };
  return (
    <Dialog open onClose={close} maxWidth="sm" fullWidth aria-labelledby="release-notes-title">
      <DialogTitle id="release-notes-title">
        <FormattedMessage id="admin.release.dialogTitle" />
      </DialogTitle>
      <DialogContent dividers>
        {data.map((note, index) => (
          <Box key={note.id}>
            {index > 0 && <Divider sx={{ my: 2 }} />}
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
              <Chip size="small" color="primary" label={note.version} />
              <Typography variant="subtitle1" sx={{ fontWeight: 600, flex: 1 }}>
                {note.title}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                <FormattedDate value={note.publishedAt} dateStyle="medium" />
              </Typography>
            </Box>
            <Box sx={{ '& p': { my: 0.5 } }} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(note.content) }} />
          </Box>
        ))}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={close}>
          <FormattedMessage id="admin.release.gotIt" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
