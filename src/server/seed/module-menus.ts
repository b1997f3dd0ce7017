import { MODULE_AREAS, MODULES } from '../../modules/index.ts';
import {
  MODULE_ACTIONS,
  menuCode,
  offersAction,
  pagePath,
  permissionCode,
  reportMenuCode,
  type ModuleAction,
  type ModuleDescriptor,
} from '../../modules/module.types.ts';
import { MINE_SUFFIX } from '../../modules/capabilities/mine.ts';
import { SUB_FLOW_PERMISSION } from '../../shared/approval-actions.ts';
import { MENU_TYPE } from '../../shared/schemas/auth.schema.ts';
import { STOCK_REPORT_KINDS, STOCK_REPORTS, stockReportMenuCode, stockReportPath } from '../../shared/stock-reports.ts';
import { MESSAGES } from '../lib/translate.ts';
import type { MenuDef } from './menu-catalog.ts';
import { WEB_PAGE_PERMISSION } from '../engine/layout.routes.ts';

const zh = (id: string) => MESSAGES.zh[id] ?? id;

/** The sub-flow codes a module's approval bar needs (spec §6 change, cancel, devide; seal and archive need none). */
const subFlowCodes = (descriptor: ModuleDescriptor) => (descriptor.capabilities.subFlows ?? []).flatMap((subFlow) => SUB_FLOW_PERMISSION[subFlow] ?? []);
/** The actions of the events recorded on a module's approved documents (descriptor `recordings`: a return's backUse). */
const recordingCodes = (descriptor: ModuleDescriptor) => [
  ...new Set((descriptor.capabilities.recordings ?? []).flatMap((recording) => (recording.permission ? [recording.permission] : []))),
];
/** The action of circulating a module's documents (descriptor `circulation`). */
const circulationCodes = (descriptor: ModuleDescriptor) => (descriptor.capabilities.circulation ? [descriptor.capabilities.circulation.permission] : []);
const REPORTS = MODULES.filter((descriptor) => descriptor.capabilities.report);

/** A count report's menus: its page under the count directory (`<permission>:list`) and its export button. */
const countReportMenus = (code: string, page: { href: string; component: string; icon: string; permission: string; sort: number }): MenuDef[] => [
  {
    code,
    parent: 'count',
    name: zh(`menu.${code}`),
    type: MENU_TYPE.page,
    href: page.href,
    component: page.component,
    icon: page.icon,
    permission: `${page.permission}:list`,
    sort: page.sort,
  },
  { code: `${code}.export`, parent: code, name: zh('engine.actions.export'), type: MENU_TYPE.button, permission: `${page.permission}:export`, sort: 1 },
];

/** A page's buttons, one per action (`<prefix>:<action>`), sorted from `first` in the order given. */
const actionButtons = (code: string, prefix: string, actions: readonly string[], first: number): MenuDef[] =>
  actions.map((action, sort) => ({
    code: `${code}.${action}`,
    parent: code,
    name: zh(`engine.actions.${action}`),
    type: MENU_TYPE.button,
    permission: `${prefix}:${action}`,
    sort: first + sort,
  }));
/** Spec §1 count reports: a directory, and a page per descriptor report with its export button. */
export const reportPath = (descriptor: ModuleDescriptor) => `/count/${descriptor.capabilities.report!.key}`;
/** The stock reports (src/server/stock/README.md) of the catalogue declaring them, under the same directory. */
const STOCK_CATALOGUE = MODULES.find((descriptor) => descriptor.capabilities.stockReports);
const STOCK_REPORT_MENUS: MenuDef[] = STOCK_CATALOGUE
  ? STOCK_REPORT_KINDS.flatMap((kind, index): MenuDef[] => {
      const { permission, sort } = STOCK_CATALOGUE.capabilities.stockReports!;
      return countReportMenus(stockReportMenuCode(kind), {
        href: stockReportPath(kind),
        component: 'engine/stock-report',
        icon: STOCK_REPORTS[kind].icon,
        permission,
        sort: sort + index,
      });
    })
  : [];

/**
 * Menus derived from the registry, synced at every start: a directory per area, a page per module (its
 * permission is `<prefix>:list`) and a button per other action (`<prefix>:<action>`), the sub-flow buttons the
 * module offers, and the count reports.
 */
export const MODULE_MENUS: MenuDef[] = [
  ...MODULE_AREAS.map((area) => ({ code: area.key, name: zh(`menu.${area.key}`), type: MENU_TYPE.directory, icon: area.icon, sort: area.sort })),
  { code: 'system.webPage', parent: 'system', name: zh('menu.system.webPage'), type: MENU_TYPE.button, permission: WEB_PAGE_PERMISSION, sort: 90 },
  ...MODULES.flatMap((descriptor): MenuDef[] => {
    const code = menuCode(descriptor);
    return [
      {
        code,
        parent: descriptor.area,
        name: zh(`modules.${descriptor.key}.title`),
        type: MENU_TYPE.page,
        href: pagePath(descriptor),
        component: 'engine/list',
        icon: descriptor.menu.icon,
        permission: permissionCode(descriptor, 'list'),
        sort: descriptor.menu.sort,
      },
      ...actionButtons(
        code,
        descriptor.permission,
        MODULE_ACTIONS.filter((action) => action !== 'list' && offersAction(descriptor, action)),
        1,
      ),
      ...actionButtons(code, descriptor.permission, subFlowCodes(descriptor), MODULE_ACTIONS.length),
      ...actionButtons(code, descriptor.permission, recordingCodes(descriptor), MODULE_ACTIONS.length + subFlowCodes(descriptor).length),
      ...actionButtons(
        code,
        descriptor.permission,
        circulationCodes(descriptor),
        MODULE_ACTIONS.length + subFlowCodes(descriptor).length + recordingCodes(descriptor).length,
      ),
      // Descriptor `mine`: the records naming the reader, a page of its own beside the list (my bugs).
      ...(descriptor.capabilities.mine
        ? [
            {
              code: `${code}.mine`,
              parent: descriptor.area,
              name: zh(`menu.${code}.mine`),
              type: MENU_TYPE.page,
              href: `${pagePath(descriptor)}${MINE_SUFFIX}`,
              component: 'engine/list',
              icon: descriptor.capabilities.mine.icon,
              permission: permissionCode(descriptor, 'list'),
              sort: descriptor.capabilities.mine.sort,
            },
          ]
        : []),
    ];
  }),
  ...(REPORTS.length || STOCK_REPORT_MENUS.length ? [{ code: 'count', name: zh('menu.count'), type: MENU_TYPE.directory, icon: 'insights', sort: 800 }] : []),
  ...REPORTS.flatMap((descriptor): MenuDef[] => {
    const report = descriptor.capabilities.report!;
    return countReportMenus(reportMenuCode(descriptor), {
      href: reportPath(descriptor),
      component: 'engine/report',
      icon: report.icon,
      permission: report.permission,
      sort: report.sort,
    });
  }),
  ...STOCK_REPORT_MENUS,
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
  return [
    // Salary documents are the salary administrators' (finance) and the general manager's, nobody else's.
    ...MODULES.filter((descriptor) => !descriptor.capabilities.salary || role === 'finance' || role === 'manager').flatMap((descriptor) => [
      ...DEMO_ACTIONS[role]
        .filter((action) => offersAction(descriptor, action))
        .flatMap((action) =>
          action === 'list'
            ? [menuCode(descriptor), ...(descriptor.capabilities.mine ? [`${menuCode(descriptor)}.mine`] : [])]
            : [`${menuCode(descriptor)}.${action}`],
        ),
      // The sub-flows of one's own signed documents; the machine still asks for ownership (spec §6 second rule).
      ...subFlowCodes(descriptor).map((action) => `${menuCode(descriptor)}.${action}`),
      // Recording a return is the keepers' (finance) and the managers'.
      ...(role === 'finance' || role === 'manager' ? recordingCodes(descriptor).map((action) => `${menuCode(descriptor)}.${action}`) : []),
      // Every demo role circulates the documents it may read.
      ...circulationCodes(descriptor).map((action) => `${menuCode(descriptor)}.${action}`),
    ]),
    // Every role reads the count reports, each within its data scope (spec §3).
    ...REPORTS.flatMap((descriptor) => [reportMenuCode(descriptor), `${reportMenuCode(descriptor)}.export`]),
    ...STOCK_REPORT_MENUS.map((menu) => menu.code),
  ];
}
