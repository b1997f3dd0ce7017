import ExtensionOffOutlined from '@mui/icons-material/ExtensionOffOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { useCurrentPage } from '../app/page-registry.ts';
import { PageCard } from '../app/page-card.tsx';

/** Spec §8: a menu points at a component no page provides (yet). */
export function ModuleMissingPage() {
  const page = useCurrentPage();
  return (
    <PageCard>
      <Box sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>
        <ExtensionOffOutlined sx={{ fontSize: 48, mb: 1 }} />
        <Typography variant="h6" color="text.primary">
          <FormattedMessage id="page.moduleMissing" />
        </Typography>
        <Typography variant="body2" sx={{ mt: 1, fontFamily: 'monospace' }}>
          {page?.menu?.component ?? ''}
        </Typography>
      </Box>
    </PageCard>
  );
}
