import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Locale } from '../../../shared/i18n/languages.ts';
import { Link as RouterLink } from 'react-router';
import type { RelatedGroup } from '../../../shared/schemas/engine.schema.ts';
import { useRelatedRecordsQuery } from '../../api/engine.api.ts';
import { displayTimestamp, formatMoney } from '../fields/engine-format.ts';
import { StatusChip } from '../fields/field-value.tsx';

/**
 * Below a record's fields: the documents of other modules that refer to it (a project's contracts and result
 * documents, a contract's invoices and receipts), each group with how many there are and what their money adds up
 * to; each row opens its own view. Shows nothing where nothing refers to the record.
 */
export function RelatedRecords({ module, id }: { module: string; id: number }) {
  const related = useRelatedRecordsQuery({ module, id });
  if (!related.data?.length) return null;
  return (
    <Box className="no-print" data-testid="related-records" sx={{ mt: 3 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        <FormattedMessage id="view.related" />
      </Typography>
      {related.data.map((group) => (
        <RelatedGroupTable key={`${group.module}:${group.via}`} group={group} />
      ))}
    </Box>
  );
}

function RelatedGroupTable({ group }: { group: RelatedGroup }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <Box sx={{ mb: 2 }} data-testid={`related-${group.module}`}>
      <Typography variant="body2" sx={{ mb: 0.5, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <strong>{group.title}</strong>
        <span>{t('view.related.count', { n: group.total, via: group.via })}</span>
        {group.amountTotal !== null && group.amountLabel && (
          <span>{t('view.related.sum', { label: group.amountLabel, amount: formatMoney(group.amountTotal, intl.locale as Locale) })}</span>
        )}
        {group.standing && (
          <span data-testid="related-standing">
            {t('view.related.standing', {
              ceiling: group.standing.ceilingLabel,
              counted: formatMoney(group.standing.counted, intl.locale as Locale),
              remaining: formatMoney(group.standing.remaining, intl.locale as Locale),
            })}
          </span>
        )}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('engine.columns.serialNo')}</TableCell>
              <TableCell>{t('view.related.name')}</TableCell>
              {group.hasStatus && <TableCell>{t('engine.columns.status')}</TableCell>}
              {group.amountLabel && <TableCell align="right">{group.amountLabel}</TableCell>}
              <TableCell>{t('engine.columns.createdAt')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {group.rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Link component={RouterLink} to={`${group.path}/view?id=${row.id}`}>
                    {row.serialNo}
                  </Link>
                </TableCell>
                <TableCell>{row.label}</TableCell>
                {group.hasStatus && (
                  <TableCell>
                    <StatusChip status={row.status} lifecycle={group.lifecycle} />
                  </TableCell>
                )}
                {group.amountLabel && <TableCell align="right">{row.amount === null ? '' : formatMoney(row.amount, intl.locale as Locale)}</TableCell>}
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{displayTimestamp(row.createdAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
