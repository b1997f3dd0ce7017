import type { MenuEntry, MenuNode } from '../src/shared/schemas/auth.schema.ts';
import type { Notification, UserProfile } from '../src/client/api/types.ts';
import type { VisitedView } from '../src/client/state/tags.slice.ts';
import { searchableRoutes } from '../src/client/components/menu-model.ts';

/** Sample data shaped like the API's answers, shared by the stories. */
const entry = (
  menuId: number,
  parentId: number | null,
  code: string,
  href: string | null,
  icon: string,
  type = 1,
  extra: Partial<MenuEntry> = {},
): MenuEntry => ({
  menuId,
  parentId,
  code,
  name: code,
  i18nKey: `menu.${code}`,
  title: code,
  href,
  component: href ? href.slice(1) : null,
  icon,
  permission: null,
  type,
  sort: menuId,
  hidden: false,
  noCache: false,
  affix: false,
  ...extra,
});

export const menuList: MenuEntry[] = [
  entry(1, null, 'home', '/home', 'home', 1, { affix: true }),
  entry(2, null, 'system', null, 'settings', 0),
  entry(3, 2, 'system.online', '/system/online', 'people', 1, { permission: 'online:list' }),
  entry(4, 2, 'system.user', '/system/user', 'person'),
  entry(5, 2, 'system.menu', '/system/menu', 'menu'),
  entry(6, null, 'helpcenter', null, 'help', 0),
  entry(7, 6, 'helpcenter.info', '/helpcenter/info', 'article'),
  entry(8, null, 'account', null, 'person', 0, { hidden: true }),
  entry(9, 8, 'account.updatepwd', '/updatepwd', 'key', 1, { hidden: true }),
];

export function toTree(list: readonly MenuEntry[]): MenuNode[] {
  const nodes = new Map<number, MenuNode>(list.map((menu) => [menu.menuId, { ...menu, children: [] }]));
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) (node.parentId ? nodes.get(node.parentId)!.children : roots).push(node);
  return roots;
}

export const menuTree = toTree(menuList);
export const searchRoutes = searchableRoutes(menuList);

export const visitedViews: VisitedView[] = [
  { name: '/home', path: '/home', fullPath: '/home', title: { id: 'menu.home' }, affix: true, noCache: false },
  { name: '/system/online', path: '/system/online', fullPath: '/system/online', title: { id: 'menu.system.online' }, affix: false, noCache: false },
  { name: '/helpcenter/info', path: '/helpcenter/info', fullPath: '/helpcenter/info', title: { id: 'menu.helpcenter.info' }, affix: false, noCache: false },
  { name: '/updatepwd', path: '/updatepwd', fullPath: '/updatepwd', title: { id: 'menu.account.updatepwd' }, affix: false, noCache: true },
];

export const notifications: Notification[] = [
  { id: 2, userId: 1, type: 3, content: '请完善个人资料并上传头像', link: '/home', isRead: false, createdAt: '2026-11-22T05:01:17.594Z' },
  { id: 1, userId: 1, type: 4, content: '欢迎使用中恒办公管理系统，系统管理员！', link: null, isRead: false, createdAt: '2026-11-22T04:01:17.594Z' },
];

export const profile: UserProfile = {
  sid: 'c878cc73-1573-4436-8662-08022cef703b',
  userId: 5,
  name: '陈小明',
  loginName: 'staff01',
  photo: null,
  jobGrade: ['staff'],
  no: '200002',
  branchId: 6,
  officeId: 7,
  officeName: '工程一部',
  officeFullName: '华东分公司/工程一部',
  companyFullName: '华东分公司',
  bankNum: null,
  remarks: true,
  sex: 0,
  mobile: '13800000005',
  email: 'staff01@example.com',
  isAdmin: false,
  dataScope: 4,
  permissions: [],
  postList: [{ id: 3, name: '工程师' }],
  wechatBound: true,
};
