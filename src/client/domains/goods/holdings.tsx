import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import type { ModuleDescriptor } from '../../../modules/module.types.ts';
import { useUserHoldingsQuery, type Holdings } from '../../api/stock.api.ts';
import { PageCard } from '../../app/page-card.tsx';
import { useAppSelector } from '../../app/store.ts';
import { StatusChip } from '../../engine/fields/field-value.tsx';
import { canDo, viewPath } from '../../engine/module/module-context.ts';
import { useModules } from '../../engine/module/module-registry.ts';

/** The module of the fixed assets: the one whose records only the server makes and whose serial numbers are tags. */
function useAssetModule(): ModuleDescriptor | null | undefined {
  const modules = useModules();
  return modules && (modules.find((descriptor) => descriptor.capabilities.madeByServer && descriptor.capabilities.tagged) ?? null);
}

/** Whether anything is held: the home page shows its card only then. */
export const holdsAnything = (holdings: Holdings | undefined) => Boolean(holdings && (holdings.assets.length > 0 || holdings.loans.length > 0));

const heading = { fontWeight: 600, color: 'text.secondary', mt: 1, mb: 0.5 } as const;
const row = { px: 0, py: 0.75, gap: 1, flexWrap: 'wrap', alignItems: 'center' } as const;

/** One kind of holding: its heading, then its rows as a list named by the same words. */
function HoldingsSection({ title, children }: { title: string; children: ReactNode }) {
  const intl = useIntl();
  return (
    <>
      <Typography variant="body2" sx={heading}>
        <FormattedMessage id={title} />
      </Typography>
      <List disablePadding aria-label={intl.formatMessage({ id: title })}>
        {children}
      </List>
    </>
  );
}

/**
 * What a person holds: each fixed asset by its tag (opening the asset's view), its item, its goods status, whether it
 * awaits return and where it is; then the quantities of other goods lent to them.
 */
export function HoldingsList({ holdings }: { holdings: Holdings }) {
  const intl = useIntl();
  const asset = useAssetModule();
  if (asset === undefined) return <LinearProgress aria-label={intl.formatMessage({ id: 'holdings.loading' })} />;
  if (!holdsAnything(holdings))
    return (
      <Typography color="text.secondary" sx={{ fontSize: 14 }}>
        <FormattedMessage id="holdings.none" />
      </Typography>
    );
  return (
    <Box data-testid="holdings">
      {holdings.assets.length > 0 && (
        <HoldingsSection title="holdings.assets">
          {holdings.assets.map((item) => (
            <ListItem key={item.id} divider sx={row}>
              {asset ? (
                <Link component={RouterLink} to={`${viewPath(asset)}?id=${item.id}`} sx={{ fontFamily: 'monospace', fontSize: 14 }}>
                  {item.tag}
                </Link>
              ) : (
                <Typography sx={{ fontFamily: 'monospace', fontSize: 14 }}>{item.tag}</Typography>
              )}
              <Typography sx={{ fontSize: 14, flex: '1 1 6em', minWidth: 0, overflowWrap: 'anywhere' }}>{item.item}</Typography>
              <Box sx={{ display: 'flex', gap: 0.5, ml: 'auto' }}>
                <StatusChip status={item.status} lifecycle={asset?.lifecycle} />
                {item.returnState === 1 && (
                  <Chip size="small" color="warning" variant="outlined" label={intl.formatMessage({ id: 'holdings.awaitingReturn' })} />
                )}
              </Box>
              {item.location && (
                <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%', fontSize: 13 }}>
                  {intl.formatMessage({ id: 'holdings.location' }, { location: item.location })}
                </Typography>
              )}
            </ListItem>
          ))}
        </HoldingsSection>
      )}
      {holdings.loans.length > 0 && (
        <HoldingsSection title="holdings.loans">
          {holdings.loans.map((loan) => (
            <ListItem key={loan.itemId} divider sx={row}>
              <Typography sx={{ fontSize: 14, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{loan.item}</Typography>
              <Typography sx={{ fontSize: 14 }}>{intl.formatMessage({ id: 'holdings.quantity' }, { quantity: intl.formatNumber(loan.quantity) })}</Typography>
            </ListItem>
          ))}
        </HoldingsSection>
      )}
    </Box>
  );
}

/** The home page's card of the signed-in user's own holdings (loaded once they hold something). */
export default function OwnHoldingsCard({ holdings }: { holdings: Holdings }) {
  return (
    <PageCard title={<FormattedMessage id="holdings.title" />}>
      <HoldingsList holdings={holdings} />
    </PageCard>
  );
}

/** One user's holdings, for whoever may list the fixed assets (the administrator's user screen; HR's clearance). */
export function UserHoldings({ userId }: { userId: number }) {
  const user = useAppSelector((state) => state.session.user);
  const asset = useAssetModule();
  const allowed = Boolean(asset && canDo(user, asset, 'list'));
  const holdings = useUserHoldingsQuery(userId, { skip: !allowed, refetchOnMountOrArgChange: true });
  return (
    <Box data-testid="user-holdings" sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" sx={{ fontWeight: 600, mb: 0.5 }}>
        <FormattedMessage id="holdings.userTitle" />
      </Typography>
      {asset === undefined || holdings.isLoading ? (
        <LinearProgress />
      ) : !allowed ? (
        <Typography color="text.secondary" sx={{ fontSize: 14 }}>
          <FormattedMessage id="holdings.notAllowed" />
        </Typography>
      ) : holdings.data ? (
        <HoldingsList holdings={holdings.data} />
      ) : null}
    </Box>
  );
}
