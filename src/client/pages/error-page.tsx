import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';

/** /401 (no permission) and /404 (unknown path), spec §2. */
export function ErrorPage({ code }: { code: 401 | 404 }) {
  const navigate = useNavigate();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default', p: 3 }}>
      <Box sx={{ textAlign: 'center', maxWidth: 480 }}>
        <Typography sx={{ fontSize: 120, fontWeight: 800, lineHeight: 1, color: 'primary.main', letterSpacing: 4, opacity: 0.9 }}>{code}</Typography>
        <Typography variant="h5" component="h1" sx={{ mt: 2, fontWeight: 600 }}>
          <FormattedMessage id={`error.${code}.title`} />
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 4 }}>
          <FormattedMessage id={`error.${code}.text`} />
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center' }}>
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
