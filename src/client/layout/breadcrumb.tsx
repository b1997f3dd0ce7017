import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { titleText, type Title } from '../i18n/titles.ts';

export type Crumb = { title: Title; path?: string };

/** Spec §2: the breadcrumb always starts from the dashboard (home). */
export function Breadcrumb({ trail, onNavigate }: { trail: readonly Crumb[]; onNavigate: (path: string) => void }) {
  const intl = useIntl();
  const crumbs: Crumb[] = [{ title: { id: 'menu.home' }, path: '/home' }, ...trail.filter((crumb) => crumb.path !== '/home')];
  return (
    <Breadcrumbs aria-label={intl.formatMessage({ id: 'navbar.breadcrumb' })} sx={{ fontSize: 14, ml: 1, '& ol': { flexWrap: 'nowrap' } }}>
      {crumbs.map((crumb, index) => {
        const text = titleText(intl, crumb.title);
        const last = index === crumbs.length - 1;
        return last || !crumb.path ? (
          <Typography key={index} noWrap color={last ? 'text.primary' : 'text.secondary'} sx={{ fontSize: 'inherit' }}>
            {text}
          </Typography>
        ) : (
          <Link
            key={index}
            component="button"
            underline="hover"
            color="inherit"
            onClick={() => onNavigate(crumb.path!)}
            sx={{ fontSize: 'inherit', whiteSpace: 'nowrap' }}
          >
            {text}
          </Link>
        );
      })}
    </Breadcrumbs>
  );
}
