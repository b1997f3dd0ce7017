import type { Decorator } from '@storybook/react-vite';
import { Provider } from 'react-redux';
import type { MenuNode } from '../../src/client/api/admin.api.ts';
import { sessionActions } from '../../src/client/state/session.slice.ts';
import { makeStore } from '../../src/client/app/store.ts';
import type { CurrentUser } from '../../src/shared/schemas/auth.schema.ts';

/** A signed-in user holding the given button codes; the admin screens show buttons by these codes. */
export function userWith(permissions: string[]): CurrentUser {
  return {
    sid: 'story',
    userId: 1,
    name: '系统管理员',
    loginName: 'story',
    photo: null,
    jobGrade: [],
    no: null,
    branchId: null,
    officeId: null,
    officeName: null,
    officeFullName: null,
    companyFullName: null,
    bankNum: null,
    remarks: true,
    sex: null,
    mobile: null,
    email: null,
    isAdmin: false,
    dataScope: 5,
    permissions,
  };
}

/** Wraps a story in a store whose session holds `permissions` (passed as the story parameter `permissions`). */
export const withSession: Decorator = (Story, context) => {
  const store = makeStore();
  store.dispatch(sessionActions.signedIn(userWith((context.parameters.permissions as string[] | undefined) ?? [])));
  return (
    <Provider store={store}>
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    </Provider>
  );
};

const menu = (menuId: number, parentId: number | null, name: string, type: 0 | 1 | 2, permission: string | null, children: MenuNode[] = []): MenuNode => ({
  menuId,
  parentId,
  code: `m${menuId}`,
  name,
  i18nKey: null,
  title: name,
  href: type === 1 ? `/m/${menuId}` : null,
  component: null,
  icon: null,
  permission,
  type,
  sort: menuId,
  hidden: false,
  noCache: false,
  affix: false,
  children,
});

export const menuTree: MenuNode[] = [
  menu(1, null, '首页', 1, null),
  menu(2, null, '信息库', 0, null, [
    menu(3, 2, '资质', 1, 'credentials:list', [
      menu(4, 3, '新增', 2, 'credentials:add'),
      menu(5, 3, '导出', 2, 'credentials:export'),
      menu(6, 3, '删除', 2, 'credentials:del'),
    ]),
    menu(7, 2, '荣誉', 1, 'honors:list', [menu(8, 7, '新增', 2, 'honors:add')]),
  ]),
];
