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

const ACTION_NAMES: Record<string, string> = { list: '查询', add: '新增', update: '修改', del: '删除', aduit: '审核', user: '分配用户', run: '立即执行' };

/** A system page (permission `<prefix>:list`) with one button per further action (spec §6 system modules). */
function adminPage(code: string, name: string, href: string, icon: string, sort: number, prefix: string, actions: string[]): MenuDef[] {
  return [
    { code, parent: 'system', name, type: page, href, component: code.replace('.', '/'), icon, permission: `${prefix}:list`, sort },
    ...actions
      .filter((action) => action !== 'list')
      .map((action, index): MenuDef => ({
        code: `${code}.${action}`,
        parent: code,
        name: ACTION_NAMES[action],
        type: button,
        permission: `${prefix}:${action}`,
        sort: index + 1,
      })),
  ];
}

/** The shell's own screens. Modules add theirs from their descriptors. */
export const SHELL_MENUS: MenuDef[] = [
  { code: 'home', name: '首页', type: page, href: '/home', component: 'home', icon: 'home', sort: 0, affix: true },
  // Spec §1 names the to-do list: in the menu, open to everyone, one tap from anywhere on a phone.
  { code: 'todo', name: '待办事项', type: page, href: '/todo', component: 'workflow/todo', icon: 'task', sort: 1 },
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
  ...adminPage('system.office', '机构管理', '/system/office', 'account_tree', 20, 'office', ['list', 'add', 'update', 'del']),
  ...adminPage('system.user', '用户管理', '/system/user', 'person', 30, 'user', ['list', 'add', 'update', 'del']),
  ...adminPage('system.post', '岗位管理', '/system/post', 'badge', 40, 'post', ['list', 'add', 'update', 'del', 'aduit', 'user']),
  ...adminPage('system.role', '角色管理', '/system/role', 'admin_panel_settings', 50, 'role', ['list', 'add', 'update', 'del']),
  ...adminPage('system.menu', '菜单管理', '/system/menu', 'menu', 60, 'menu', ['list', 'add', 'update', 'del']),
  ...adminPage('system.dict', '字典管理', '/system/dict', 'menu_book', 70, 'dictionarie', ['list', 'add', 'update', 'del']),
  ...adminPage('system.sysParam', '系统参数', '/system/param', 'tune', 72, 'sysParam', ['list', 'add', 'update', 'del']),
  ...adminPage('system.job', '定时任务', '/system/job', 'schedule', 74, 'job', ['list', 'add', 'update', 'run']),
  ...adminPage('system.holiday', '节假日', '/system/holiday', 'event', 76, 'holiday', ['list', 'update']),
  ...adminPage('system.area', '区域管理', '/system/area', 'public', 77, 'area', ['list', 'add', 'update', 'del']),
  ...adminPage('system.projectClass', '项目分类', '/system/projectclass', 'category', 78, 'projectClass', ['list', 'add', 'update', 'del']),
  ...adminPage('system.signAuth', '签字授权', '/system/signauth', 'draw', 79, 'signAuth', ['list', 'add', 'update', 'del']),
  ...adminPage('system.updateMessage', '更新消息', '/system/updatemessage', 'campaign', 81, 'updateMessage', ['list', 'add', 'update', 'del']),
  ...adminPage('system.printTemplate', '打印模板', '/system/printtemplate', 'print', 82, 'printTemplate', ['list', 'add', 'update', 'del']),
  ...adminPage('system.helpAdmin', '帮助中心管理', '/system/help', 'live_help', 84, 'helpcenter', ['list', 'add', 'update', 'del']),
  ...adminPage('system.process', '流程管理', '/system/process', 'account_tree', 86, 'processLayout', ['list', 'add', 'update', 'del']),
  // View and adjust of running instances (spec §7 Process): the process-management permission.
  {
    code: 'system.processInstance',
    parent: 'system',
    name: '流程实例',
    type: page,
    href: '/system/processinstance',
    component: 'system/processinstance',
    icon: 'history',
    permission: 'processLayout:list',
    sort: 86,
  },
  ...adminPage('system.monitor', '服务监控', '/system/monitor', 'monitor_heart', 80, 'monitor', ['list']),
  ...adminPage('system.serialTemplate', '编号模板', '/system/serialtemplate', 'format_list_numbered', 87, 'serialTemplate', ['list', 'update']),
  { code: 'system.serialTemplate.del', parent: 'system.serialTemplate', name: '恢复默认', type: button, permission: 'serialTemplate:del', sort: 2 },
  ...adminPage('system.listSetting', '列表设置', '/system/listsetting', 'view_column', 88, 'listSetting', ['list', 'update']),
  { code: 'system.listSetting.del', parent: 'system.listSetting', name: '恢复默认', type: button, permission: 'listSetting:del', sort: 2 },
  ...adminPage('system.tableInfo', '数据表信息', '/system/tableinfo', 'table_chart', 90, 'tableInfo', ['list']),
  ...adminPage('system.simulator', '权限模拟', '/system/simulator', 'policy', 100, 'simulator', ['list']),
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

/**
 * The attendance clerk's screen (spec path /human/checkWork/edit, src/server/attendance/README.md "Shifts, punches
 * and the stored month") under the Human resources directory, synced after the modules' menus that make it.
 */
export const ATTENDANCE_MENUS: MenuDef[] = [
  {
    code: 'human.checkWork',
    parent: 'human',
    name: '考勤管理',
    type: page,
    href: '/human/checkWork/edit',
    component: 'human/checkWork',
    icon: 'schedule',
    permission: 'checkWork:list',
    sort: 90,
  },
  { code: 'human.checkWork.edit', parent: 'human.checkWork', name: '计算与录入', type: button, permission: 'checkWork:edit', sort: 1 },
  { code: 'human.checkWork.lock', parent: 'human.checkWork', name: '锁定', type: button, permission: 'checkWork:lock', sort: 2 },
];

/**
 * The salary administrators' permissions (src/server/payroll/README.md, spec prefix `salaryManage`): reading a sheet and
 * its cells, computing it, keeping items and schemes, exporting a sheet and its bank file; and everyone's payslip page
 * (its route answers only the reader's own). The single salary (104) and salary table (105) modules have their own menus.
 */
export const PAYROLL_MENUS: MenuDef[] = [
  {
    code: 'human.salarySheet',
    parent: 'human',
    name: '工资表计算',
    type: page,
    href: '/human/salary/sheet',
    component: 'human/salarySheet',
    icon: 'request_quote',
    permission: 'salaryManage:sheet',
    sort: 91,
  },
  { code: 'human.salarySheet.compute', parent: 'human.salarySheet', name: '计算工资', type: button, permission: 'salaryManage:compute', sort: 1 },
  { code: 'human.salarySheet.setup', parent: 'human.salarySheet', name: '工资项目与方案', type: button, permission: 'salaryManage:setup', sort: 2 },
  { code: 'payslip', name: '工资条', type: page, href: '/payslip', component: 'payslip', icon: 'receipt_long', permission: 'payslip:list', sort: 990 },
  { code: 'human.salarySheet.export', parent: 'human.salarySheet', name: '导出与银行代发', type: button, permission: 'salaryManage:sheetExport', sort: 3 },
];
