import { MODULE_AREAS, MODULES } from '../../modules/index.ts';
import { MODULE_ACTIONS, menuCode, pagePath, permissionCode, type ModuleAction } from '../../modules/module.types.ts';
import { modulesZh } from '../../shared/i18n/modules.zh.ts';
import { MENU_TYPE } from '../../shared/schemas/auth.schema.ts';
import type { MenuDef } from '../seed/menu-catalog.ts';
import { WEB_PAGE_PERMISSION } from './layout.routes.ts';

const zh = (id: string) => modulesZh[id] ?? id;

/**
 * Menus derived from the registry, synced at every start: a directory per area, a page per module (its
 * permission is `<prefix>:list`) and a button per other action (`<prefix>:<action>`).
 */
export const MODULE_MENUS: MenuDef[] = [
  ...MODULE_AREAS.map((area) => ({ code: area.area, name: zh(`menu.${area.area}`), type: MENU_TYPE.directory, icon: area.icon, sort: area.sort })),
  { code: 'system.webPage', parent: 'system', name: zh('menu.system.webPage'), type: MENU_TYPE.button, permission: WEB_PAGE_PERMISSION, sort: 90 },
  ...MODULES.flatMap((descriptor): MenuDef[] => {
    const code = menuCode(descriptor);
    return [
      {
        code,
        parent: descriptor.menu.parent,
        name: zh(`modules.${descriptor.key}.title`),
        type: MENU_TYPE.page,
        href: pagePath(descriptor),
        component: 'engine/list',
        icon: descriptor.menu.icon,
        permission: permissionCode(descriptor, 'list'),
        sort: descriptor.menu.sort,
      },
      ...MODULE_ACTIONS.filter((action) => action !== 'list').map((action, sort) => ({
        code: `${code}.${action}`,
        parent: code,
        name: zh(`engine.actions.${action}`),
        type: MENU_TYPE.button,
        permission: permissionCode(descriptor, action),
        sort: sort + 1,
      })),
    ];
  }),
];

/** What the demo roles may do in every module; scope (spec §3) then narrows whose records they see. */
const DEMO_ACTIONS: Record<'staff' | 'leader' | 'finance' | 'manager', readonly ModuleAction[]> = {
  staff: ['list', 'view', 'add', 'update'],
  leader: ['list', 'view', 'add', 'update', 'del', 'export'],
  finance: ['list', 'view', 'add', 'update', 'del', 'export', 'import'],
  manager: ['list', 'view', 'add', 'update', 'del', 'export', 'import'],
};

/** Menu codes to grant a demo role: the module pages and the buttons of its actions. */
export function demoModuleGrants(role: keyof typeof DEMO_ACTIONS): string[] {
  return MODULES.flatMap((descriptor) => DEMO_ACTIONS[role].map((action) => (action === 'list' ? menuCode(descriptor) : `${menuCode(descriptor)}.${action}`)));
}
