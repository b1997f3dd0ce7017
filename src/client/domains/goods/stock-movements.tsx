import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import type { ModuleDescriptor } from '../../../modules/module.types.ts';
import { useStockMovementsQuery } from '../../api/stock.api.ts';
import { useAppSelector } from '../../app/store.ts';
import { canDo, viewPath } from '../../engine/module/module-context.ts';
import { useModules } from '../../engine/module/module-registry.ts';

/**
 * Below a catalogue item or a fixed asset: its stock movements, newest first (the stock ledger, src/server/stock), each
 * with its change in store, who holds it and the document that wrote it. Shown to whoever may list a stock document.
 */
export function StockMovements({ descriptor, id }: { descriptor: ModuleDescriptor; id: number }) {
  const intl = useIntl();
  const t = (messageId: string, values?: Record<string, string | number>) => intl.formatMessage({ id: messageId }, values);
  const user = useAppSelector((state) => state.session.user);
  const modules = useModules();
  // The fixed assets are the tagged records the server makes; the catalogue is what the stock reports count.
  const of =
    descriptor.capabilities.madeByServer && descriptor.capabilities.tagged ? { asset: id } : descriptor.capabilities.stockReports ? { item: id } : null;
  const allowed = Boolean(modules?.some((module) => module.capabilities.stock && canDo(user, module, 'list')));
  const movements = useStockMovementsQuery(of!, { skip: !of || !allowed });
  if (!of || !allowed || !movements.data?.length) return null;
  const documentOf = (key: string) => modules?.find((module) => module.key === key);
  return (
    <Box sx={{ mt: 2 }} data-testid="stock-movements">
      <Box sx={{ fontWeight: 600, fontSize: 14, mb: 1 }}>{t('stock.movements.title')}</Box>
      <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
        <Table size="small" sx={{ border: '1px solid #ebeef5', '& th': { whiteSpace: 'nowrap' } }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('stock.movements.at')}</TableCell>
              <TableCell>{t('stock.movements.kind')}</TableCell>
              <TableCell align="right">{t('stock.movements.quantity')}</TableCell>
              <TableCell>{t('stock.movements.holder')}</TableCell>
              {'item' in of && <TableCell>{t('stock.movements.asset')}</TableCell>}
              <TableCell>{t('stock.movements.document')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {movements.data.map((entry) => {
              const document = documentOf(entry.module);
              return (
                <TableRow key={entry.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{entry.at}</TableCell>
                  <TableCell>
                    {t(`stock.kind.${entry.kind}`)}
                    {entry.reverses !== null && ` (${t('stock.movements.reversal')})`}
                  </TableCell>
                  <TableCell align="right">{entry.quantity > 0 ? `+${entry.quantity}` : entry.quantity}</TableCell>
                  <TableCell>{entry.holder ?? ''}</TableCell>
                  {'item' in of && <TableCell>{entry.assetTag ?? ''}</TableCell>}
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {document ? (
                      <Link component={RouterLink} to={`${viewPath(document)}?id=${entry.recordId}`}>
                        {t(`modules.${document.key}.title`)} {entry.serialNo}
                      </Link>
                    ) : (
                      entry.serialNo
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
