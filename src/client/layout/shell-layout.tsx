import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { UiSettings } from '../../shared/schemas/auth.schema.ts';
import { useButtonsQuery, usePublicConfigQuery, useSaveUiSettingsMutation, useUiSettingsQuery, useUserMenuQuery } from '../api/shell.api.ts';
import { ReleaseNotes } from '../admin/release-notes.tsx';
import { appActions } from '../state/app.slice.ts';
import { noticeActions } from '../state/notice.slice.ts';
import { PageLoading } from '../app/page-loading.tsx';
import { settingsActions } from '../state/settings.slice.ts';
import { useAppDispatch, useAppSelector } from '../app/store.ts';
import { tagsActions, type VisitedView } from '../state/tags.slice.ts';
import { useSignOut, useSwitchLanguage, useSwitchSize } from '../app/use-shell-actions.ts';
import { LoginNameDialog } from '../dialogs/login-name-dialog.tsx';
import { PasswordDialog } from '../dialogs/password-dialog.tsx';
import { UserInfoDialog } from '../dialogs/user-info-dialog.tsx';
import { useLanguage } from '../i18n/interface-language.ts';
import { titleText } from '../i18n/titles.ts';
import { routeAllowed } from '../lib/permissions.ts';
import { loadDeferredPages, resolvePage } from '../app/page-registry.ts';
import '../pages/shell-pages.ts';
import { MOBILE_BREAKPOINT, SIDEBAR_WIDTH } from '../theme/create-app-theme.ts';
import { BackPathContext, useTrackBackPath } from './back-path.ts';
import { Breadcrumb } from './breadcrumb.tsx';
import { HeaderSearch } from './header-search.tsx';
import { KeepAliveOutlet } from './keep-alive-outlet.tsx';
import { menuTrail, searchableRoutes } from '../components/menu-model.ts';
import { Navbar } from './navbar.tsx';
import { NotificationBell, UnreadBubble } from './notification-bell.tsx';
import { SettingsPanel } from './settings-panel.tsx';
import { Sidebar } from './sidebar.tsx';
import { TagsView } from './tags-view.tsx';
import { useNotificationCenter } from './use-notification-center.ts';

type OpenDialog = 'userInfo' | 'password' | 'loginName' | null;

/** Spec §4 Layout: under 992 px the device is mobile and the sidebar closes. */
function useDevice() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT - 1}px)`);
    const apply = () => {
      dispatch(appActions.setDevice(query.matches ? 'mobile' : 'desktop'));
      if (query.matches) dispatch(appActions.closeSidebar());
    };
    apply();
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, [dispatch]);
}

function useFullscreen() {
  const dispatch = useAppDispatch();
  const [fullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    const update = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const toggle = useCallback(() => {
    if (!document.fullscreenEnabled) {
      dispatch(noticeActions.show({ severity: 'warning', messageId: 'messages.noFullscreen' }));
      return;
    }
    void (document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() =>
      dispatch(noticeActions.show({ severity: 'warning', messageId: 'messages.noFullscreen' })),
    );
  }, [dispatch]);
  return { fullscreen, toggle };
}

/** The settings saved per user (PUT /user/settings) and loaded at start. */
function useUiSettings() {
  const dispatch = useAppDispatch();
  const settings = useAppSelector((state) => state.settings);
  const loaded = useUiSettingsQuery();
  const [save] = useSaveUiSettingsMutation();
  useEffect(() => {
    if (loaded.data) dispatch(settingsActions.loaded(loaded.data));
  }, [loaded.data, dispatch]);
  const change = useCallback(
    (partial: Partial<UiSettings>) => {
      dispatch(settingsActions.changed(partial));
      void save({ ...settings, ...partial });
    },
    [dispatch, save, settings],
  );
  return { settings, change };
}

/** Spec §2 Shell: sidebar, navbar, tags view, main area and settings panel around the page of the location. */
export function ShellLayout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useAppSelector((state) => state.session.user)!;
  const app = useAppSelector((state) => state.app);
  const language = useLanguage();
  const visited = useAppSelector((state) => state.tags.visited);
  const menu = useUserMenuQuery();
  useButtonsQuery();
  const { data: config } = usePublicConfigQuery();
  const { settings, change: changeSettings } = useUiSettings();
  const notifications = useNotificationCenter();
  const switchLanguage = useSwitchLanguage();
  const switchSize = useSwitchSize();
  const signOut = useSignOut();
  const { fullscreen, toggle: toggleFullscreen } = useFullscreen();
  const backPath = useTrackBackPath(location.pathname + location.search);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  useDevice();

  const menus = useMemo(() => menu.data?.list ?? [], [menu.data]);
  const searchRoutes = useMemo(() => searchableRoutes(menus), [menus]);
  const fullPath = location.pathname + location.search;
  const resolved = menu.data ? resolvePage(location.pathname, menus) : undefined;
  const allowed = resolved ? routeAllowed(user, resolved.meta.permission, location.search) : false;
  // A path no page serves yet may be one of the pages that come with code loaded on demand (a module's form).
  const [deferredLoadedFor, setDeferredLoadedFor] = useState<string>();
  const unknownPath = Boolean(menu.data) && !resolved;
  useEffect(() => {
    if (!unknownPath) return;
    const settled = () => setDeferredLoadedFor(location.pathname);
    void loadDeferredPages(location.pathname).then(settled, settled);
  }, [unknownPath, location.pathname]);

  // Affixed pages (home) are tabs from the start; the current page becomes a tab unless it is the redirect view.
  useEffect(() => {
    for (const entry of menus) {
      if (!entry.affix || !entry.href) continue;
      const page = resolvePage(entry.href, menus);
      if (page)
        dispatch(
          tagsActions.visit({
            name: page.name,
            path: entry.href,
            fullPath: entry.href,
            title: page.meta.title,
            affix: true,
            noCache: Boolean(page.meta.noCache),
          }),
        );
    }
  }, [menus, dispatch]);
  useEffect(() => {
    if (!resolved || !allowed || resolved.meta.noTag) return;
    dispatch(
      tagsActions.visit({
        name: resolved.name,
        path: location.pathname,
        fullPath,
        title: resolved.meta.title,
        affix: Boolean(resolved.meta.affix),
        noCache: Boolean(resolved.meta.noCache),
      }),
    );
  }, [resolved?.name, allowed, location.pathname, fullPath, dispatch]);

  const intl = useIntl();
  // A page may have named its tab after what it shows (a document's module and number): the breadcrumb and the
  // window title say the same.
  const shownTitle = visited.find((view) => view.fullPath === fullPath)?.title ?? resolved?.meta.title;
  const pageTitle = shownTitle ? titleText(intl, shownTitle) : '';
  const systemTitle = config?.title ?? '';
  useEffect(() => {
    document.title = [pageTitle, systemTitle].filter(Boolean).join(' - ');
  }, [pageTitle, systemTitle]);

  const go = useCallback(
    (path: string) => {
      navigate(path);
      if (app.device === 'mobile') dispatch(appActions.closeSidebar());
    },
    [navigate, dispatch, app.device],
  );

  if (menu.isLoading || !menu.data) return <PageLoading />;
  if (!resolved) return deferredLoadedFor === location.pathname ? <Navigate to="/404" replace /> : <PageLoading />;
  if (!allowed) return <Navigate to="/401" replace />;

  const closeView = (view: VisitedView) => {
    dispatch(tagsActions.close(view.name));
    if (view.name === resolved.name) {
      const rest = visited.filter((item) => item.name !== view.name);
      navigate(rest.length ? rest[rest.length - 1].fullPath : '/home');
    }
  };
  const mobile = app.device === 'mobile';
  const levels = menuTrail(menus, location.pathname);
  const trail = (levels.length ? levels : [shownTitle ?? resolved.meta.title]).map((level, index, all) => ({
    title: level,
    path: index === all.length - 1 ? location.pathname : undefined,
  }));
  const title = config?.title ?? '';
  const sidebar = (
    <Sidebar
      tree={menu.data.tree}
      activePath={location.pathname}
      collapsed={!mobile && !app.sidebarOpened}
      showLogo={settings.sidebarLogo}
      title={title}
      logoUrl={config?.logoUrl || '/logo.svg'}
      onNavigate={go}
    />
  );
  return (
    <Box sx={{ display: 'flex', height: '100vh', overflow: 'hidden', bgcolor: 'background.default' }}>
      {mobile ? (
        <Drawer
          open={app.sidebarOpened}
          onClose={() => dispatch(appActions.toggleSidebar())}
          slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH, border: 0 } } }}
        >
          {sidebar}
        </Drawer>
      ) : (
        <Box sx={{ flexShrink: 0, height: '100%', boxShadow: '2px 0 6px rgba(0,21,41,.2)', zIndex: 2 }}>{sidebar}</Box>
      )}
      <Box id="main-scroll" sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', overflowY: 'auto', overflowX: 'hidden' }}>
        <Box sx={{ position: settings.fixedHeader ? 'sticky' : 'relative', top: 0, zIndex: 10, flexShrink: 0 }}>
          <Navbar
            compact={mobile}
            sidebarOpened={app.sidebarOpened}
            onToggleSidebar={() => dispatch(appActions.toggleSidebar())}
            breadcrumb={<Breadcrumb trail={trail} onNavigate={go} />}
            companyName={config?.companyName ?? ''}
            search={<HeaderSearch routes={searchRoutes} onNavigate={go} />}
            notifications={<NotificationBell items={notifications.items} onBubbleClose={notifications.closeBubble} onShow={notifications.show} onOpen={go} />}
            fullscreen={fullscreen}
            onToggleFullscreen={toggleFullscreen}
            size={app.size}
            onSize={(size) => switchSize(size, fullPath)}
            language={language}
            onLanguage={switchLanguage}
            onHelp={() => go('/helpcenter/info')}
            onSettings={() => dispatch(appActions.setSettingsOpen(true))}
            showSettings={settings.showSettings}
            userName={user.name}
            avatarUrl={user.photo}
            onUserInfo={() => setDialog('userInfo')}
            onChangePassword={() => setDialog('password')}
            onChangeLoginName={() => setDialog('loginName')}
            onDelegation={() => go('/delegation')}
            onLogout={() => void signOut()}
          />
          {settings.tagsView && (
            <TagsView
              views={visited}
              activeName={resolved.name}
              onSelect={(view) => navigate(view.fullPath)}
              onClose={closeView}
              onCloseOthers={(view) => {
                dispatch(tagsActions.closeOthers(view.name));
                if (view.name !== resolved.name) navigate(view.fullPath);
              }}
              onCloseAll={() => {
                dispatch(tagsActions.closeAll());
                const affixed = visited.filter((item) => item.affix);
                if (!resolved.meta.affix) navigate(affixed.length ? affixed[affixed.length - 1].fullPath : '/home');
              }}
              onRefresh={(view) => navigate(`/redirect${view.fullPath}`)}
            />
          )}
          <UnreadBubble count={notifications.items.length} open={notifications.bubble} inline={mobile} onClose={notifications.closeBubble} />
        </Box>
        <Box component="main" sx={{ flex: 1, p: 2, minWidth: 0 }}>
          <BackPathContext.Provider value={backPath}>
            <KeepAliveOutlet active={resolved} location={fullPath} menus={menus} />
          </BackPathContext.Provider>
        </Box>
      </Box>
      <ReleaseNotes />
      <SettingsPanel open={app.settingsOpen} settings={settings} onChange={changeSettings} onClose={() => dispatch(appActions.setSettingsOpen(false))} />
      <UserInfoDialog
        open={dialog === 'userInfo'}
        onClose={() => setDialog(null)}
        onChangePassword={() => setDialog('password')}
        onCustomAccount={() => setDialog('loginName')}
      />
      <PasswordDialog open={dialog === 'password'} onClose={() => setDialog(null)} />
      <LoginNameDialog open={dialog === 'loginName'} oldName={user.loginName} onClose={() => setDialog(null)} />
    </Box>
  );
}
