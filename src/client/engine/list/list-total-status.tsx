import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { ListTotal } from './list-total.ts';

/**
 * The status under a list: for an infinite list, how many rows are loaded of how many (and when no more follow);
 * beyond the count's cap, the planner's estimate of the whole, labelled as one. A paged list's pager says the rest.
 */
export function ListTotalStatus({ known, loaded }: { known: ListTotal; loaded: { rows: number; complete: boolean } | null }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const estimate = known.kind === 'moreThan' && known.estimate !== null ? t('grid.estimate', { n: known.estimate }) : null;
  if (!loaded)
    return (
      estimate && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1, py: 1 }} data-testid="list-estimate">
          {estimate}
        </Typography>
      )
    );
  const loadedId = known.kind === 'exact' ? 'grid.loadedOf' : known.kind === 'moreThan' ? 'grid.loadedOfMore' : 'grid.loaded';
  return (
    <Typography variant="body2" color="text.secondary" sx={{ px: 1, py: 1 }} data-testid="infinite-status">
      {t(loadedId, { loaded: loaded.rows, total: known.total })}
      {estimate ? ` · ${estimate}` : ''}
      {loaded.complete ? ` · ${t('grid.noMore')}` : ''}
    </Typography>
  );
}
