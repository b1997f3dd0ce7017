import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { messagesFor } from '../src/client/i18n/messages.ts';
import { Breadcrumb } from '../src/client/layout/breadcrumb.tsx';
import { HeaderSearch } from '../src/client/layout/header-search.tsx';
import { Navbar } from '../src/client/layout/navbar.tsx';
import { NotificationBell } from '../src/client/layout/notification-bell.tsx';
import { notifications, searchRoutes } from './fixtures.ts';

const meta = {
  title: 'Shell/Navbar',
  component: Navbar,
  args: {
    sidebarOpened: true,
    onToggleSidebar: fn(),
    breadcrumb: <Breadcrumb trail={[{ title: { id: 'menu.system' } }, { title: { id: 'menu.system.online' }, path: '/system/online' }]} onNavigate={fn()} />,
    companyName: '中恒工程咨询集团',
    search: <HeaderSearch routes={searchRoutes} onNavigate={fn()} />,
    notifications: <NotificationBell items={notifications} onBubbleClose={fn()} onShow={fn()} />,
    fullscreen: false,
    onToggleFullscreen: fn(),
    size: 'medium',
    onSize: fn(),
    language: 'zh',
    onLanguage: fn(),
    onHelp: fn(),
    onSettings: fn(),
    showSettings: true,
    userName: '系统管理员',
    avatarUrl: null,
    onUserInfo: fn(),
    onChangePassword: fn(),
    onChangeLoginName: fn(),
    onLogout: fn(),
  },
  decorators: [(Story) => <Box sx={{ bgcolor: 'background.default', minHeight: 200 }}>{Story()}</Box>],
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
export const SidebarCollapsed: Story = { args: { sidebarOpened: false } };
export const NoNotifications: Story = { args: { notifications: <NotificationBell items={[]} onBubbleClose={fn()} onShow={fn()} /> } };
/** Spec §3 showSettings off: no settings button in the bar, and the account menu still opens the panel. */
export const WithoutSettingsButton: Story = {
  args: { showSettings: false },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const title = messagesFor('zh')['settings.title'];
    await expect(body.queryByRole('button', { name: title })).toBeNull();
    await userEvent.click(body.getByRole('button', { name: messagesFor('zh')['navbar.account'] }));
    await userEvent.click(await body.findByRole('menuitem', { name: title }));
    await expect(args.onSettings).toHaveBeenCalledOnce();
  },
};
export const Mobile: Story = { args: { compact: true }, parameters: { viewport: { defaultViewport: 'mobile1' } } };
