import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { MENU_TYPE, type MenuNode } from '../../shared/schemas/auth.schema.ts';
import { menuTitle, titleText } from '../i18n/titles.ts';
import { SIDEBAR_BACKGROUND, SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from '../theme/create-app-theme.ts';
import { MenuIcon } from '../components/menu-icons.tsx';

export type SidebarProps = {
  tree: readonly MenuNode[];
  activePath: string;
  collapsed: boolean;
  showLogo: boolean;
  title: string;
  logoUrl: string;
  onNavigate: (path: string) => void;
};

const TEXT = 'rgba(255,255,255,0.68)';
const visibleChildren = (node: MenuNode) => node.children.filter((child) => !child.hidden && child.type !== MENU_TYPE.button);
const containsPath = (node: MenuNode, path: string): boolean => node.href === path || node.children.some((child) => containsPath(child, path));

/** Spec §2 Shell: the collapsible menu built from the user's menu tree; hidden entries are left out. */
export function Sidebar({ tree, activePath, collapsed, showLogo, title, logoUrl, onNavigate }: SidebarProps) {
  const roots = tree.filter(
    (node) => !node.hidden && node.type !== MENU_TYPE.button && (node.type !== MENU_TYPE.directory || visibleChildren(node).length > 0),
  );
  return (
    <Box
      component="nav"
      aria-label={title}
      sx={{
        width: collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH,
        height: '100%',
        bgcolor: SIDEBAR_BACKGROUND,
        color: TEXT,
        overflowX: 'hidden',
        overflowY: 'auto',
        transition: 'width .2s',
      }}
    >
      {showLogo && (
        <Box
          sx={{
            height: 56,
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: collapsed ? 0 : 2,
            justifyContent: collapsed ? 'center' : 'flex-start',
            bgcolor: '#002140',
          }}
        >
          <Box component="img" src={logoUrl} alt="" sx={{ width: 28, height: 28, flexShrink: 0 }} />
          {!collapsed && (
            // A long name (Spanish) takes more lines rather than being cut.
            <Typography
              sx={{
                color: '#fff',
                fontWeight: 600,
                fontSize: 14,
                lineHeight: 1.15,
                overflow: 'hidden',
                display: '-webkit-box',
                WebkitLineClamp: 3,
                WebkitBoxOrient: 'vertical',
              }}
              title={title}
            >
              {title}
            </Typography>
          )}
        </Box>
      )}
      <List disablePadding sx={{ py: 0.5 }}>
        {roots.map((node) => (
          <SidebarEntry key={node.menuId} node={node} depth={0} activePath={activePath} collapsed={collapsed} onNavigate={onNavigate} />
        ))}
      </List>
    </Box>
  );
}

function SidebarEntry({
  node,
  depth,
  activePath,
  collapsed,
  onNavigate,
}: {
  node: MenuNode;
  depth: number;
  activePath: string;
  collapsed: boolean;
  onNavigate: (path: string) => void;
}) {
  const intl = useIntl();
  const children = visibleChildren(node);
  const isGroup = node.type === MENU_TYPE.directory || children.length > 0;
  const [open, setOpen] = useState(() => containsPath(node, activePath));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = titleText(intl, menuTitle(node));
  const active = node.href === activePath;
  const inside = isGroup && containsPath(node, activePath);
  // Reaching a page another way (search, tab, link) opens the groups above it.
  useEffect(() => {
    if (inside) setOpen(true);
  }, [inside]);

  const button = (
    <ListItemButton
      selected={active}
      aria-expanded={isGroup && !collapsed ? open : undefined}
      onClick={(event) => {
        if (!isGroup) onNavigate(node.href ?? '/');
        else if (collapsed) setAnchor(event.currentTarget);
        else setOpen((current) => !current);
      }}
      sx={(theme) => ({
        minHeight: 46,
        pl: collapsed ? 0 : 2.5 + depth * 2,
        justifyContent: collapsed ? 'center' : 'flex-start',
        color: active || inside ? '#fff' : TEXT,
        bgcolor: depth > 0 ? '#000c17' : 'transparent',
        '&:hover': { color: '#fff', bgcolor: alpha('#fff', 0.06) },
        '&.Mui-selected, &.Mui-selected:hover': { bgcolor: theme.palette.primary.main, color: '#fff' },
      })}
    >
      <ListItemIcon sx={{ minWidth: collapsed ? 0 : 34, color: 'inherit' }}>
        <MenuIcon name={node.icon} />
      </ListItemIcon>
      {/* A long English or Spanish name wraps onto a second line rather than being cut off. */}
      {!collapsed && <ListItemText primary={label} slotProps={{ primary: { sx: { fontSize: 14, lineHeight: 1.3, overflowWrap: 'anywhere' } } }} />}
      {!collapsed && isGroup && (open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />)}
    </ListItemButton>
  );

  return (
    <>
      {collapsed ? (
        <Tooltip title={label} placement="right">
          {button}
        </Tooltip>
      ) : (
        button
      )}
      {isGroup && !collapsed && (
        <Collapse in={open} timeout="auto" unmountOnExit>
          <List disablePadding>
            {children.map((child) => (
              <SidebarEntry key={child.menuId} node={child} depth={depth + 1} activePath={activePath} collapsed={false} onNavigate={onNavigate} />
            ))}
          </List>
        </Collapse>
      )}
      {isGroup && collapsed && (
        <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'top', horizontal: 'right' }}>
          {children.map((child) => (
            <MenuItem
              key={child.menuId}
              selected={child.href === activePath}
              onClick={() => {
                setAnchor(null);
                if (child.href) onNavigate(child.href);
              }}
            >
              <ListItemIcon>
                <MenuIcon name={child.icon} />
              </ListItemIcon>
              {titleText(intl, menuTitle(child))}
            </MenuItem>
          ))}
        </Menu>
      )}
    </>
  );
}
