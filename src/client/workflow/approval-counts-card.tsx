import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { PageCard } from '../app/page-card.tsx';
import { useHomeCountsQuery } from '../api/workflow.api.ts';

/** The to-do path; registered in workflow-pages.ts. */
export const TODO_PATH = '/todo';

/** Home: my to-do count, the urgent ones among them, and my applications (processHomeAll). */
export function ApprovalCountsCard() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const { data } = useHomeCountsQuery(undefined, { refetchOnMountOrArgChange: true });
  const mine = (data?.mine ?? []).reduce((sum, row) => sum + row.count, 0);
  const figures: [string, number, string][] = [
    ['wf.home.todo', data?.todo ?? 0, 'primary.main'],
    ['wf.home.urgent', data?.urgent ?? 0, 'error.main'],
    ['wf.home.mine', mine, 'text.primary'],
  ];
  return (
    <Box sx={{ mb: 2 }} data-testid="approval-counts" aria-busy={!data}>
      <PageCard
        title={t('wf.home.title')}
        actions={
          <Button size="small" onClick={() => navigate(TODO_PATH)}>
            {t('wf.home.open')}
          </Button>
        }
      >
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, textAlign: 'center' }}>
          {figures.map(([id, count, color]) => (
            <Box key={id} role="link" tabIndex={0} onClick={() => navigate(TODO_PATH)} sx={{ cursor: 'pointer', py: 1 }} data-count={id}>
              <Typography variant="h5" sx={{ color, fontWeight: 600 }}>
                {count}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {t(id)}
              </Typography>
            </Box>
          ))}
        </Box>
      </PageCard>
    </Box>
  );
}
