import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useCallback, useEffect, useRef, useState } from 'react';
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
  const scroller = useRef<HTMLDivElement | null>(null);
  const [edges, setEdges] = useState({ back: false, forward: false });
  const measure = useCallback(() => {
    const box = scroller.current;
    if (box) setEdges({ back: box.scrollLeft > 0, forward: box.scrollLeft + box.clientWidth < box.scrollWidth - 1 });
  }, []);
  useEffect(() => {
    const box = scroller.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [measure]);
  useEffect(() => {
    // The active tag is brought into view within the bar only: the page itself does not move.
    const box = scroller.current;
    const tag = activeRef.current;
    if (box && tag) {
      const left = tag.offsetLeft - box.offsetLeft;
      if (left < box.scrollLeft) box.scrollLeft = left - 8;
      else if (left + tag.offsetWidth > box.scrollLeft + box.clientWidth) box.scrollLeft = left + tag.offsetWidth - box.clientWidth + 8;
    }
    measure();
  }, [activeName, views.length, measure]);
  const scrollBy = (direction: 1 | -1) =>
    scroller.current?.scrollBy?.({ left: direction * Math.max(120, (scroller.current?.clientWidth ?? 0) * 0.7), behavior: 'smooth' });
  const run = (action: (view: VisitedView) => void) => () => {
    if (menu) action(menu.view);
    setMenu(null);
  };
  const edgeButton = (direction: 1 | -1) => (
    <IconButton
      size="small"
      aria-label={intl.formatMessage({ id: direction < 0 ? 'tags.scrollBack' : 'tags.scrollForward' })}
      onClick={() => scrollBy(direction)}
      sx={{ flexShrink: 0, borderRadius: 1, width: 24, height: 28, p: 0 }}
    >
      {direction < 0 ? <ChevronLeftIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
    </IconButton>
  );
  return (
    <Box
      sx={{
        height: 38,
        display: 'flex',
        alignItems: 'center',
        px: 0.5,
        bgcolor: '#fff',
        borderBottom: '1px solid #e8e8e8',
        boxShadow: '0 1px 3px rgba(0,21,41,.06)',
      }}
    >
      {/* Tags beyond the edge are reached with these buttons, the wheel or a swipe. */}
      {edges.back && edgeButton(-1)}
      <Box
        ref={scroller}
        role="tablist"
        aria-label={intl.formatMessage({ id: 'tags.label' })}
        onScroll={measure}
        onWheel={(event) => {
          if (scroller.current && Math.abs(event.deltaY) > Math.abs(event.deltaX)) scroller.current.scrollLeft += event.deltaY;
        }}
        sx={{
          flex: 1,
          minWidth: 0,
          height: '100%',
          display: 'flex',
          alignItems: 'center',
          gap: 0.75,
          px: 1,
          overflowX: 'auto',
          overflowY: 'hidden',
          whiteSpace: 'nowrap',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
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
                flexShrink: 0,
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
      </Box>
      {edges.forward && edgeButton(1)}
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
