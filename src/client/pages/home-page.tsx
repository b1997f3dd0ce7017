import ArrowForwardIosIcon from '@mui/icons-material/ArrowForwardIos';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useNotificationsQuery, useProfileQuery, useUserMenuQuery } from '../api/shell.api.ts';
import { useOwnHoldingsQuery } from '../api/stock.api.ts';
import { useAppSelector } from '../app/store.ts';
import { titleText } from '../i18n/titles.ts';
import { MenuIcon } from '../components/menu-icons.tsx';
import { ApprovalCountsCard } from '../workflow/approval-counts-card.tsx';
import { notificationText } from '../workflow/notification-text.ts';
import { searchableRoutes } from '../components/menu-model.ts';
import { PageCard } from '../app/page-card.tsx';

const LATEST = 6;
/** Enough to reach the common pages at a glance; the sidebar and the header search reach the rest. */
const QUICK_LINKS = 10;
/** The card of what the user holds names the asset module, so it loads (with the modules) only for one who holds something. */
const OwnHoldingsCard = lazy(() => import('../domains/goods/holdings.tsx'));

/** Home: who is signed in, the latest notifications, the goods they hold and quick links to the pages they may open. */
export function HomePage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const user = useAppSelector((state) => state.session.user)!;
  const { data: menu } = useUserMenuQuery();
  const { data: notifications = [] } = useNotificationsQuery({ all: true });
  const { data: profile } = useProfileQuery();
  const { data: holdings } = useOwnHoldingsQuery(undefined, { refetchOnMountOrArgChange: true });
  const holdsAnything = Boolean(holdings && (holdings.assets.length > 0 || holdings.loans.length > 0));
  // Post names read better than role codes; the codes show until the profile arrives.
  const roles = profile?.postList.length ? profile.postList.map((post) => post.name) : user.jobGrade;
  const list = menu?.list ?? [];
  const links = searchableRoutes(list)
    .filter((route) => route.path !== '/home')
    .slice(0, QUICK_LINKS);
  const iconOf = (path: string) => list.find((entry) => entry.href === path)?.icon;
  const hour = new Date().getHours();
  const greeting = hour < 12 ? 'home.morning' : hour < 18 ? 'home.afternoon' : 'home.evening';
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <Paper
          elevation={0}
          sx={{
            p: 3,
            display: 'flex',
            alignItems: 'center',
            gap: 2.5,
            color: '#fff',
            background: (theme) => `linear-gradient(120deg, ${theme.palette.primary.main} 0%, ${theme.palette.primary.dark} 100%)`,
          }}
        >
          <Avatar src={user.photo ?? undefined} alt="" sx={{ width: 64, height: 64, fontSize: 26, bgcolor: 'rgba(255,255,255,.25)' }}>
            {user.name.slice(0, 1)}
          </Avatar>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }} data-testid="welcome">
              <FormattedMessage id={greeting} values={{ name: user.name }} />
            </Typography>
            <Typography sx={{ opacity: 0.9, mt: 0.5 }}>{user.officeFullName ?? user.officeName ?? ''}</Typography>
            <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
              {roles.map((role) => (
                <Chip key={role} size="small" label={role} sx={{ bgcolor: 'rgba(255,255,255,.2)', color: '#fff' }} />
              ))}
            </Box>
          </Box>
        </Paper>
      </Grid>
      <Grid size={{ xs: 12, lg: 7 }}>
        <PageCard title={<FormattedMessage id="home.notifications" />}>
          {notifications.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
              <FormattedMessage id="notify.empty" />
            </Typography>
          ) : (
            <List disablePadding>
              {notifications.slice(0, LATEST).map((item) => (
                <ListItem key={item.id} divider sx={{ px: 0 }}>
                  <Box sx={{ width: 8, height: 8, borderRadius: '50%', mr: 1.5, flexShrink: 0, bgcolor: item.isRead ? 'grey.300' : 'error.main' }} />
                  <ListItemText
                    primary={notificationText(intl, item.content)}
                    secondary={<FormattedDate value={item.createdAt} dateStyle="medium" timeStyle="short" />}
                    slotProps={{ primary: { sx: { fontSize: 14, fontWeight: item.isRead ? 400 : 500 } } }}
                  />
                  <Chip size="small" variant="outlined" label={intl.formatMessage({ id: `dict.notifyType.${item.type}` })} sx={{ ml: 1 }} />
                </ListItem>
              ))}
            </List>
          )}
        </PageCard>
        <Box sx={{ mt: 2 }}>
          <PageCard title={<FormattedMessage id="home.account" />}>
            <Grid container spacing={2}>
              {(
                [
                  ['userInfo.account', user.loginName],
                  ['userInfo.no', user.no],
                  ['userInfo.office', user.officeName],
                  ['home.company', user.companyFullName],
                  ['userInfo.mobile', user.mobile],
                  ['userInfo.email', user.email],
                ] as const
              ).map(([id, value]) => (
                <Grid key={id} size={{ xs: 12, sm: 6 }}>
                  <Typography variant="caption" color="text.secondary" component="div">
                    {intl.formatMessage({ id })}
                  </Typography>
                  <Typography sx={{ fontSize: 14 }} noWrap>
                    {value || '—'}
                  </Typography>
                </Grid>
              ))}
            </Grid>
          </PageCard>
        </Box>
      </Grid>
      <Grid size={{ xs: 12, lg: 5 }}>
        <ApprovalCountsCard />
        {holdings && holdsAnything && (
          <Box sx={{ mb: 2 }}>
            <Suspense fallback={null}>
              <OwnHoldingsCard holdings={holdings} />
            </Suspense>
          </Box>
        )}
        <PageCard title={<FormattedMessage id="home.quickLinks" />}>
          <Grid container spacing={1.5}>
            {links.map((link) => (
              <Grid key={link.path} size={{ xs: 12, sm: 6 }}>
                <Box
                  role="link"
                  tabIndex={0}
                  onClick={() => navigate(link.path)}
                  onKeyDown={(event) => event.key === 'Enter' && navigate(link.path)}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1.5,
                    p: 1.5,
                    border: '1px solid #ebeef5',
                    borderRadius: 1,
                    cursor: 'pointer',
                    transition: 'all .15s',
                    '&:hover': { borderColor: 'primary.main', color: 'primary.main', boxShadow: 1 },
                  }}
                >
                  <Box
                    sx={{
                      width: 36,
                      height: 36,
                      borderRadius: 1,
                      display: 'flex',
                      alignItems: 'center',
                      justifyContent: 'center',
                      bgcolor: 'action.hover',
                      color: 'primary.main',
                    }}
                  >
                    <MenuIcon name={iconOf(link.path)} />
                  </Box>
                  <Typography
                    sx={{ flex: 1, fontSize: 14, lineHeight: 1.3, overflowWrap: 'anywhere' }}
                    title={link.titles.map((part) => titleText(intl, part)).join(' > ')}
                  >
                    {titleText(intl, link.titles[link.titles.length - 1])}
                  </Typography>
                  <ArrowForwardIosIcon sx={{ fontSize: 12, color: 'text.disabled' }} />
                </Box>
              </Grid>
            ))}
          </Grid>
        </PageCard>
      </Grid>
    </Grid>
  );
}
