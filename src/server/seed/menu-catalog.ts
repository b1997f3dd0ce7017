import { MENU_TYPE } from '../../shared/schemas/auth.schema.ts';

/** A menu as code declares it; the seed inserts the missing ones at every start, and admins may edit them. */
export type MenuDef = {
  code: string;
  parent?: string;
  name: string;
  type: (typeof MENU_TYPE)[keyof typeof MENU_TYPE];
  href?: string;
  component?: string;
  icon?: string;
  permission?: string;
  sort: number;
  hidden?: boolean;
  noCache?: boolean;
  affix?: boolean;
};

const { directory, page, button } = MENU_TYPE;

/** The shell's own screens. Modules add theirs from their descriptors. */
export const SHELL_MENUS: MenuDef[] = [
  { code: 'home', name: '首页', type: page, href: '/home', component: 'home', icon: 'home', sort: 0, affix: true },
  { code: 'system', name: '系统管理', type: directory, icon: 'settings', sort: 900 },
  {
    code: 'system.online',
    parent: 'system',
    name: '在线用户',
    type: page,
    href: '/system/online',
    component: 'system/online',
    icon: 'people',
    permission: 'online:list',
    sort: 10,
  },
  { code: 'system.online.forceLogout', parent: 'system.online', name: '强制退出', type: button, permission: 'online:forceLogout', sort: 1 },
  { code: 'helpcenter', name: '帮助中心', type: directory, icon: 'help', sort: 990 },
  {
    code: 'helpcenter.info',
    parent: 'helpcenter',
    name: '帮助文档',
    type: page,
    href: '/helpcenter/info',
    component: 'helpcenter/info',
    icon: 'article',
    sort: 1,
  },
  { code: 'account', name: '个人中心', type: directory, icon: 'person', sort: 995, hidden: true },
  {
    code: 'account.updatepwd',
    parent: 'account',
    name: '账号与密码',
    type: page,
    href: '/updatepwd',
    component: 'account/updatepwd',
    icon: 'key',
    sort: 1,
    hidden: true,
    noCache: true,
  },
];
