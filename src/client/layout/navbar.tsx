import FormatSizeIcon from '@mui/icons-material/FormatSize';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuFoldIcon from '@mui/icons-material/MenuOpen';
import MenuIcon from '@mui/icons-material/Menu';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import TuneIcon from '@mui/icons-material/Tune';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '../../shared/i18n/locales.ts';
import { SIZES, type Size } from '../theme/interface-size.ts';
import { LanguageMenu } from '../components/language-menu.tsx';

export type NavbarProps = {
  sidebarOpened: boolean;
  onToggleSidebar: () => void;
  breadcrumb: ReactNode;
  companyName: string;
  search: ReactNode;
  notifications: ReactNode;
  fullscreen: boolean;
  onToggleFullscreen: () => void;
  size: Size;
  onSize: (size: Size) => void;
  language: Locale;
  onLanguage: (locale: Locale) => void;
  onHelp: () => void;
  onSettings: () => void;
  /** Spec §3 UI setting showSettings: the navbar's settings button; the account menu always reaches the panel. */
  showSettings: boolean;
  userName: string;
  avatarUrl: string | null;
  onUserInfo: () => void;
  onChangePassword: () => void;
  onChangeLoginName: () => void;
  /** The user's delegations of their approvals (no menu of its own). */
  onDelegation?: () => void;
  onLogout: () => void;
  compact?: boolean;
};

/** Spec §2 Navbar. Presentational: the shell passes data and handlers in. */
export function Navbar(props: NavbarProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [sizeAnchor, setSizeAnchor] = useState<HTMLElement | null>(null);
  const [userAnchor, setUserAnchor] = useState<HTMLElement | null>(null);
  const userAction = (action: () => void) => () => {
    setUserAnchor(null);
    action();
  };
  return (
    <Box
      component="header"
      sx={{
        height: 50,
        display: 'flex',
        alignItems: 'center',
        px: 1,
        gap: 0.5,
        bgcolor: '#fff',
        color: 'text.secondary',
        borderBottom: '1px solid #f0f0f0',
        minWidth: 0,
      }}
    >
      <Tooltip title={t(props.sidebarOpened ? 'navbar.collapse' : 'navbar.expand')}>
        <IconButton color="inherit" aria-label={t('navbar.toggleSidebar')} aria-expanded={props.sidebarOpened} onClick={props.onToggleSidebar}>
          {props.sidebarOpened ? <MenuFoldIcon /> : <MenuIcon />}
        </IconButton>
      </Tooltip>
      <Box sx={{ minWidth: 0, flex: '0 1 auto', overflow: 'hidden', display: props.compact ? 'none' : 'block' }}>{props.breadcrumb}</Box>
      <Box sx={{ flex: 1 }} />
      {!props.compact && props.companyName && (
        <Typography
          noWrap
          sx={{ display: { xs: 'none', lg: 'block' }, fontSize: 14, fontWeight: 500, color: 'text.primary', mr: 1, maxWidth: 260 }}
          data-testid="company-name"
        >
          {props.companyName}
        </Typography>
      )}
      {props.search}
      {props.notifications}
      {!props.compact && (
        <Tooltip title={t(props.fullscreen ? 'navbar.exitFullscreen' : 'navbar.fullscreen')}>
          <IconButton color="inherit" aria-label={t('navbar.fullscreen')} onClick={props.onToggleFullscreen}>
            {props.fullscreen ? <FullscreenExitIcon fontSize="small" /> : <FullscreenIcon fontSize="small" />}
          </IconButton>
        </Tooltip>
      )}
      <Tooltip title={t('navbar.size')}>
        <IconButton color="inherit" aria-label={t('navbar.size')} onClick={(event) => setSizeAnchor(event.currentTarget)}>
          <FormatSizeIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={sizeAnchor} open={Boolean(sizeAnchor)} onClose={() => setSizeAnchor(null)}>
        {SIZES.map((size) => (
          <MenuItem
            key={size}
            disabled={size === props.size}
            selected={size === props.size}
            onClick={() => {
              setSizeAnchor(null);
              props.onSize(size);
            }}
          >
            {t(`size.${size}`)}
          </MenuItem>
        ))}
      </Menu>
      <LanguageMenu language={props.language} onChange={props.onLanguage} />
      <Tooltip title={t('navbar.help')}>
        <IconButton color="inherit" aria-label={t('navbar.help')} onClick={props.onHelp}>
          <HelpOutlineIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {props.showSettings && (
        <Tooltip title={t('settings.title')}>
          <IconButton color="inherit" aria-label={t('settings.title')} onClick={props.onSettings}>
            <TuneIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <ButtonBase
        aria-label={t('navbar.account')}
        onClick={(event) => setUserAnchor(event.currentTarget)}
        sx={{ ml: 0.5, px: 1, height: 40, borderRadius: 1, gap: 1, '&:hover': { bgcolor: 'action.hover' } }}
      >
        <Avatar src={props.avatarUrl ?? undefined} alt="" sx={{ width: 30, height: 30, fontSize: 14, bgcolor: 'primary.main' }}>
          {props.userName.slice(0, 1)}
        </Avatar>
        {!props.compact && (
          <Typography noWrap sx={{ fontSize: 14, color: 'text.primary', maxWidth: 120 }}>
            {props.userName}
          </Typography>
        )}
        <KeyboardArrowDownIcon fontSize="small" />
      </ButtonBase>
      <Menu
        anchorEl={userAnchor}
        open={Boolean(userAnchor)}
        onClose={() => setUserAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 180 } } }}
      >
        <IconMenuItem icon={<BadgeOutlinedIcon fontSize="small" />} label={t('navbar.userInfo')} onClick={userAction(props.onUserInfo)} />
        <IconMenuItem icon={<LockOutlinedIcon fontSize="small" />} label={t('navbar.changePassword')} onClick={userAction(props.onChangePassword)} />
        <IconMenuItem icon={<KeyOutlinedIcon fontSize="small" />} label={t('navbar.changeLoginName')} onClick={userAction(props.onChangeLoginName)} />
        {props.onDelegation && (
          <IconMenuItem icon={<SwapHorizIcon fontSize="small" />} label={t('wf.delegation.menu')} onClick={userAction(props.onDelegation)} />
        )}
        <IconMenuItem icon={<TuneIcon fontSize="small" />} label={t('settings.title')} onClick={userAction(props.onSettings)} />
        <Divider />
        <IconMenuItem icon={<LogoutIcon fontSize="small" />} label={t('navbar.logout')} onClick={userAction(props.onLogout)} />
      </Menu>
    </Box>
  );
}

/** A menu entry with its icon before its words. */
function IconMenuItem({ icon, label, onClick }: { icon: ReactNode; label: string; onClick: () => void }) {
  return (
    <MenuItem onClick={onClick}>
      <ListItemIcon>{icon}</ListItemIcon>
      {label}
    </MenuItem>
  );
}
