import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { VisitedView } from '../state/tags.slice.ts';
import { titleText } from '../i18n/titles.ts';

export type TagsViewProps = {
  views: readonly VisitedView[];
  activeName: string;
  onSelect: (view: VisitedView) => void;
  onClose: (view: VisitedView) => void;
  onCloseOthers: (view: VisitedView) => void;
  onCloseAll: () => void;
  onRefresh: (view: VisitedView) => void;
};

/** Spec §2 Tabs: the visited pages; right-click offers refresh, close, close others and close all. */
export function TagsView({ views, activeName, onSelect, onClose, onCloseOthers, onCloseAll, onRefresh }: TagsViewProps) {
  const intl = useIntl();
  const [menu, setMenu] = useState<{ view: VisitedView; x: number; y: number } | null>(null);
  const activeRef = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    // Braces matter: newer browsers return a promise from scrollIntoView, which is no effect clean-up.
    activeRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [activeName]);
  const run = (action: (view: VisitedView) => void) => () => {
    if (menu) action(menu.view);
    setMenu(null);
  };
  return (
    <Box
      role="tablist"
      aria-label={intl.formatMessage({ id: 'tags.label' })}
      sx={{
        height: 38,
        display: 'flex',
        alignItems: 'center',
        gap: 0.75,
        px: 1.5,
        bgcolor: '#fff',
        borderBottom: '1px solid #e8e8e8',
        boxShadow: '0 1px 3px rgba(0,21,41,.06)',
        overflowX: 'auto',
        overflowY: 'hidden',
        whiteSpace: 'nowrap',
        scrollbarWidth: 'thin',
      }}
    >
      {views.map((view) => {
        const active = view.name === activeName;
        const title = titleText(intl, view.title);
        return (
          <Box
            key={view.name}
            ref={active ? activeRef : undefined}
            role="tab"
            aria-selected={active}
            data-path={view.fullPath}
            tabIndex={0}
            onClick={() => onSelect(view)}
            onKeyDown={(event) => event.key === 'Enter' && onSelect(view)}
            onContextMenu={(event) => {
              event.preventDefault();
              setMenu({ view, x: event.clientX, y: event.clientY });
            }}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.5,
              height: 26,
              px: 1.25,
              fontSize: 12,
              cursor: 'pointer',
              userSelect: 'none',
              border: '1px solid',
              borderRadius: 1,
              borderColor: active ? 'primary.main' : '#d8dce5',
              bgcolor: active ? 'primary.main' : '#fff',
              color: active ? 'primary.contrastText' : 'text.secondary',
              transition: 'all .15s',
              '&:hover': { color: active ? 'primary.contrastText' : 'primary.main' },
              '&::before': active ? { content: '""', width: 7, height: 7, borderRadius: '50%', bgcolor: '#fff', mr: 0.5 } : undefined,
            }}
          >
            {title}
            {!view.affix && (
              <Box
                component="span"
                role="button"
                aria-label={intl.formatMessage({ id: 'tags.closeOne' }, { title })}
                onClick={(event) => {
                  event.stopPropagation();
                  onClose(view);
                }}
                sx={{ display: 'inline-flex', borderRadius: '50%', ml: 0.25, '&:hover': { bgcolor: 'rgba(0,0,0,.16)' } }}
              >
                <CloseIcon sx={{ fontSize: 12 }} />
              </Box>
            )}
          </Box>
        );
      })}
      <Menu
        open={Boolean(menu)}
        onClose={() => setMenu(null)}
        anchorReference="anchorPosition"
        anchorPosition={menu ? { top: menu.y, left: menu.x } : undefined}
        slotProps={{ list: { dense: true } }}
      >
        <MenuItem onClick={run(onRefresh)}>{intl.formatMessage({ id: 'tags.refresh' })}</MenuItem>
        {menu && !menu.view.affix && <MenuItem onClick={run(onClose)}>{intl.formatMessage({ id: 'tags.close' })}</MenuItem>}
        <MenuItem onClick={run(onCloseOthers)}>{intl.formatMessage({ id: 'tags.closeOthers' })}</MenuItem>
        <MenuItem onClick={run(() => onCloseAll())}>{intl.formatMessage({ id: 'tags.closeAll' })}</MenuItem>
      </Menu>
    </Box>
  );
}
