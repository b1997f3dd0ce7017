import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';

/**
 * What stands where a page cannot be shown: 401 (no access) or 404 (nothing there), its title and text, the server's
 * reason when it gave one, and the ways back. Full screen for the /401 and /404 paths; inside the shell's page area
 * for a record the user may not open (`within`).
 */
export function RefusalScreen({ code, reason, within = false }: { code: 401 | 404; reason?: string; within?: boolean }) {
  const navigate = useNavigate();
  return (
    <Box
      role="alert"
      sx={{ minHeight: within ? 360 : '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: within ? undefined : 'background.default', p: 3 }}
    >
      <Box sx={{ textAlign: 'center', maxWidth: 480 }}>
        <Typography sx={{ fontSize: within ? 72 : 120, fontWeight: 800, lineHeight: 1, color: 'primary.main', letterSpacing: 4, opacity: 0.9 }}>{code}</Typography>
        <Typography variant="h5" component="h1" sx={{ mt: 2, fontWeight: 600 }}>
          <FormattedMessage id={`error.${code}.title`} />
        </Typography>
        {reason && <Typography sx={{ mt: 1 }}>{reason}</Typography>}
        <Typography color="text.secondary" sx={{ mt: 1, mb: 4 }}>
          <FormattedMessage id={`error.${code}.text`} />
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => navigate(-1)}>
            <FormattedMessage id="actions.back" />
          </Button>
          <Button variant="contained" onClick={() => navigate('/home')}>
            <FormattedMessage id="actions.backHome" />
          </Button>
        </Box>
      </Box>
    </Box>
  );
}

/** The screen for a refused read of a record: 404 when it does not exist for the user, 401 when they may not open it. */
export function RecordRefusal({ error }: { error: unknown }) {
  const refusal = (error ?? {}) as { status?: number; msg?: string };
  return <RefusalScreen within code={refusal.status === 404 ? 404 : 401} reason={refusal.msg || undefined} />;
}
