import { eq, inArray, isNull, sql } from 'drizzle-orm';
import { DICTIONARIES } from '../../shared/dictionaries.ts';
import type { Db } from '../db/database.ts';
import {
  dictClasses,
  dictValues,
  helpArticles,
  menus,
  notifications,
  offices,
  posts,
  roleMenus,
  roles,
  shifts,
  systemMeta,
  userPosts,
  userRoles,
  users,
} from '../db/schema.ts';
import { demoModuleGrants, MODULE_MENUS } from './module-menus.ts';
import { syncRecordStatistics } from '../engine/record-statistics.ts';
import { hashPassword } from '../lib/passwords.ts';
import { PUBLIC_CONFIG_KEY } from '../account/public.routes.ts';
import { seedDefaultFlows } from '../workflow/flow-definitions.ts';
import { syncConfiguration } from './config-seed.ts';
import { seedDemoConfiguration } from './demo-configuration.ts';
import { seedDemoRecords } from './demo-records.ts';
import { HELP_ARTICLES } from './help-articles.ts';
import { ATTENDANCE_MENUS, PAYROLL_MENUS, SHELL_MENUS, type MenuDef } from './menu-catalog.ts';
import { seedDemoPayroll } from './demo-payroll.ts';
import { OFFICE_HOURS } from '../../shared/office-hours.ts';

const DEMO_SEEDED_KEY = 'demoSeeded';

/**
 * Brings the database up to what the code declares: menus, dictionaries and help articles missing from it are
 * added (what admins changed is kept), then demo data is seeded once.
 */
export async function seed(db: Db, options: { demo: boolean } = { demo: true }) {
  await syncMenus(db, SHELL_MENUS);
  await syncMenus(db, MODULE_MENUS);
  await syncMenus(db, ATTENDANCE_MENUS);
  await syncMenus(db, PAYROLL_MENUS);
  await syncDefaultShift(db);
  await syncRecordStatistics(db);
  await syncDictionaries(db);
  await syncHelp(db);
  await syncConfiguration(db);
  await seedDefaultFlows(db);
  await db
    .insert(systemMeta)
    .values({
      key: PUBLIC_CONFIG_KEY,
      value: {
        title: '中恒办公管理系统',
        companyName: '中恒工程咨询集团',
        translations: {
          en: { title: 'Zhongheng Office Management', companyName: 'Zhongheng Engineering Consulting Group' },
          es: { title: 'Gestión de Oficina Zhongheng', companyName: 'Grupo de Consultoría de Ingeniería Zhongheng' },
        },
      },
    })
    .onConflictDoNothing();
  if (options.demo) await seedDemoOnce(db);
}

/**
 * The office shift (09:00–18:00, lunch 12:00–13:00, 5 minutes' grace, half a day absent beyond 30 minutes, a day
 * beyond 4 hours) as the default shift, when no shift is configured yet.
 */
async function syncDefaultShift(db: Db) {
  const [any] = await db.select({ id: shifts.id }).from(shifts).limit(1);
  if (any) return;
  await db
    .insert(shifts)
    .values({
      name: '标准班 09:00-18:00',
      ...OFFICE_HOURS,
      isDefault: true,
    })
    .onConflictDoNothing();
}

export async function syncMenus(db: Db, definitions: MenuDef[]) {
  for (const definition of definitions) {
    const parentId = definition.parent ? ((await db.select({ id: menus.id }).from(menus).where(eq(menus.code, definition.parent)))[0]?.id ?? null) : null;
    await db
      .insert(menus)
      .values({
        code: definition.code,
        parentId,
        name: definition.name,
        i18nKey: `menu.${definition.code}`,
        href: definition.href ?? null,
        component: definition.component ?? null,
        icon: definition.icon ?? null,
        permission: definition.permission ?? null,
        type: definition.type,
        sort: definition.sort,
        hidden: definition.hidden ?? false,
        noCache: definition.noCache ?? false,
        affix: definition.affix ?? false,
      })
      .onConflictDoNothing({ target: menus.code });
  }
}

async function syncDictionaries(db: Db) {
  for (const [index, definition] of DICTIONARIES.entries()) {
    await db
      .insert(dictClasses)
      .values({
        code: definition.code,
        name: definition.name.zh,
        names: { en: definition.name.en, es: definition.name.es },
        i18nKey: `dict.${definition.code}`,
        sort: index,
      })
      .onConflictDoNothing();
    const [cls] = await db.select({ id: dictClasses.id }).from(dictClasses).where(eq(dictClasses.code, definition.code));
    await db
      .insert(dictValues)
      .values(
        definition.values.map((value, sort) => ({
          classId: cls.id,
          value: value.value,
          label: value.label.zh,
          i18nKey: `dict.${definition.code}.${value.value}`,
          sort,
        })),
      )
      .onConflictDoNothing();
  }
}

async function syncHelp(db: Db) {
  for (const article of HELP_ARTICLES) {
    const parentId = article.parent
      ? ((await db.select({ id: helpArticles.id }).from(helpArticles).where(eq(helpArticles.code, article.parent)))[0]?.id ?? null)
      : null;
    await db
      .insert(helpArticles)
      .values({ code: article.code, parentId, title: article.title, content: article.content, translations: article.translations, sort: article.sort })
      // An installation from before articles had languages gets the shipped translations once; edited ones stay.
      .onConflictDoUpdate({ target: helpArticles.code, set: { translations: article.translations }, where: isNull(helpArticles.translations) });
  }
}

type OfficeDef = { code: string; parent?: string; name: string; officeType: number; branchType?: number };
const OFFICES: OfficeDef[] = [
  { code: 'GROUP', name: '中恒工程咨询集团', officeType: 1, branchType: 0 },
  { code: 'HQ', parent: 'GROUP', name: '集团总部', officeType: 4, branchType: 0 },
  { code: 'HQ-GM', parent: 'HQ', name: '总经理办公室', officeType: 5 },
  { code: 'HQ-FIN', parent: 'HQ', name: '财务部', officeType: 5 },
  { code: 'HQ-ADM', parent: 'HQ', name: '综合管理部', officeType: 5 },
  { code: 'EAST', parent: 'GROUP', name: '华东分公司', officeType: 3, branchType: 1 },
  { code: 'EAST-ENG', parent: 'EAST', name: '工程一部', officeType: 5 },
  { code: 'EAST-FIN', parent: 'EAST', name: '财务科', officeType: 5 },
  { code: 'SOUTH', parent: 'GROUP', name: '华南分公司', officeType: 3, branchType: 2 },
  { code: 'SOUTH-ENG', parent: 'SOUTH', name: '工程二部', officeType: 5 },
  { code: 'TECH', parent: 'GROUP', name: '中恒数智科技有限公司', officeType: 2 },
];

const POSTS = [
  { code: 'gm', name: '总经理', names: { en: 'General manager', es: 'Director general' } },
  { code: 'deptHead', name: '部门负责人', names: { en: 'Head of department', es: 'Jefe de departamento' } },
  { code: 'finance', name: '财务专员', names: { en: 'Finance officer', es: 'Responsable de finanzas' } },
  { code: 'staff', name: '员工', names: { en: 'Staff', es: 'Empleado' } },
  { code: 'sysadmin', name: '系统管理员', names: { en: 'System administrator', es: 'Administrador del sistema' } },
];

/** Roles and the menu codes they are granted. */
const ROLES = [
  {
    code: 'sysadmin',
    name: '系统管理员',
    names: { en: 'System administrator', es: 'Administrador del sistema' },
    roleType: 1,
    dataScope: 5,
    menus: ['system.online', 'system.online.forceLogout'],
  },
  {
    code: 'manager',
    name: '总经理',
    names: { en: 'General manager', es: 'Director general' },
    roleType: 1,
    dataScope: 1,
    // The general manager is the demo's attendance clerk too: computes, types punches and locks the month.
    menus: ['system.online', 'payslip', ...demoModuleGrants('manager'), ...ATTENDANCE_MENUS.map((menu) => menu.code)],
  },
  {
    code: 'finance',
    name: '财务人员',
    names: { en: 'Finance', es: 'Finanzas' },
    roleType: 1,
    dataScope: 1,
    // Finance is the demo's salary administrator: items, schemes, the month's sheets, their exports.
    menus: [...demoModuleGrants('finance'), ...PAYROLL_MENUS.map((menu) => menu.code)],
  },
  {
    code: 'leader',
    name: '部门负责人',
    names: { en: 'Head of department', es: 'Jefe de departamento' },
    roleType: 1,
    dataScope: 3,
    menus: ['payslip', ...demoModuleGrants('leader')],
  },
  { code: 'staff', name: '普通员工', names: { en: 'Employee', es: 'Empleado' }, roleType: 1, dataScope: 4, menus: ['payslip', ...demoModuleGrants('staff')] },
  { code: 'approver', name: '审批人', names: { en: 'Approver', es: 'Aprobador' }, roleType: 2, dataScope: 4, menus: [] },
];

type UserDef = {
  loginName: string;
  password: string;
  name: string;
  office: string;
  no: string;
  posts: string[];
  roles: string[];
  remarks: boolean;
  sex: number;
  mobile: string;
  headOf?: string;
};
export const DEMO_USERS: UserDef[] = [
  {
    loginName: 'admin',
    password: 'Admin@123',
    name: '系统管理员',
    office: 'HQ-ADM',
    no: '100001',
    posts: ['sysadmin'],
    roles: ['sysadmin'],
    remarks: true,
    sex: 0,
    mobile: '13800000001',
  },
  {
    loginName: 'manager01',
    password: 'Demo@123',
    name: '王总',
    office: 'HQ-GM',
    no: '100002',
    posts: ['gm'],
    roles: ['manager', 'approver'],
    remarks: true,
    sex: 0,
    mobile: '13800000002',
    headOf: 'HQ',
  },
  {
    loginName: 'finance01',
    password: 'Demo@123',
    name: '李财务',
    office: 'HQ-FIN',
    no: '100003',
    posts: ['finance'],
    roles: ['finance', 'approver'],
    remarks: true,
    sex: 1,
    mobile: '13800000003',
    headOf: 'HQ-FIN',
  },
  {
    loginName: 'leader01',
    password: 'Demo@123',
    name: '张经理',
    office: 'EAST-ENG',
    no: '200001',
    posts: ['deptHead'],
    roles: ['leader', 'approver'],
    remarks: true,
    sex: 0,
    mobile: '13800000004',
    headOf: 'EAST-ENG',
  },
  {
    loginName: 'staff01',
    password: 'Demo@123',
    name: '陈小明',
    office: 'EAST-ENG',
    no: '200002',
    posts: ['staff'],
    roles: ['staff'],
    remarks: true,
    sex: 0,
    mobile: '13800000005',
  },
  {
    loginName: 'newhire01',
    password: 'Demo@123',
    name: '刘新',
    office: 'EAST-ENG',
    no: '200003',
    posts: ['staff'],
    roles: ['staff'],
    remarks: false,
    sex: 1,
    mobile: '13800000006',
  },
];

async function seedDemoOnce(db: Db) {
  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(systemMeta)
      .values({ key: DEMO_SEEDED_KEY, value: { at: new Date().toISOString() } })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return;
    const officeIds = new Map<string, number>();
    const officePaths = new Map<string, string>();
    for (const [sort, office] of OFFICES.entries()) {
      const parentPath = office.parent ? officePaths.get(office.parent)! : '/';
      const parentName = office.parent ? OFFICES.find((o) => o.code === office.parent)!.name : '';
      const [row] = await tx
        .insert(offices)
        .values({
          code: office.code,
          parentId: office.parent ? officeIds.get(office.parent)! : null,
          name: office.name,
          fullName: office.officeType === 5 && parentName ? `${parentName}/${office.name}` : office.name,
          officeType: office.officeType,
          branchType: office.branchType ?? null,
          sort,
        })
        .returning({ id: offices.id });
      const officePath = `${parentPath}${row.id}/`;
      await tx.update(offices).set({ path: officePath }).where(eq(offices.id, row.id));
      officeIds.set(office.code, row.id);
      officePaths.set(office.code, officePath);
    }
    const postRows = await tx
      .insert(posts)
      .values(POSTS.map((post, sort) => ({ ...post, sort })))
      .returning();
    const roleRows = await tx
      .insert(roles)
      .values(ROLES.map(({ code, name, names, roleType, dataScope }) => ({ code, name, names, roleType, dataScope })))
      .returning();
    for (const role of ROLES) {
      if (role.menus.length === 0) continue;
      const menuRows = await tx.select({ id: menus.id }).from(menus).where(inArray(menus.code, role.menus));
      const roleId = roleRows.find((row) => row.code === role.code)!.id;
      await tx.insert(roleMenus).values(menuRows.map((menu) => ({ roleId, menuId: menu.id })));
    }
    for (const user of DEMO_USERS) {
      const officeId = officeIds.get(user.office)!;
      const companyCode = user.office.split('-')[0];
      const [row] = await tx
        .insert(users)
        .values({
          loginName: user.loginName,
          name: user.name,
          passwordHash: await hashPassword(user.password),
          officeId,
          companyId: officeIds.get(companyCode)!,
          no: user.no,
          email: `${user.loginName}@example.com`,
          mobile: user.mobile,
          sex: user.sex,
          remarks: user.remarks,
        })
        .returning({ id: users.id });
      await tx.insert(userPosts).values(user.posts.map((code) => ({ userId: row.id, postId: postRows.find((post) => post.code === code)!.id })));
      await tx.insert(userRoles).values(user.roles.map((code) => ({ userId: row.id, roleId: roleRows.find((role) => role.code === code)!.id })));
      if (user.headOf)
        await tx
          .update(offices)
          .set({ headUserId: row.id })
          .where(eq(offices.id, officeIds.get(user.headOf)!));
      await tx.insert(notifications).values([
        // Stored as catalogue ids, so each reader sees them in their language.
        { userId: row.id, type: 4, content: JSON.stringify({ id: 'notify.welcome', values: { name: user.name } }) },
        { userId: row.id, type: 3, content: JSON.stringify({ id: 'notify.completeProfile' }), link: '/home' },
      ]);
    }
    await seedDemoRecords(tx);
    await seedDemoConfiguration(tx);
    await seedDemoPunches(tx);
    await seedDemoPayroll(tx);
  });
}

/**
 * The demo's time clock: every demo employee's punches of September 2026's weekdays, 08:50-08:59 in and 18:00-18:09
 * out, staff01 late (09:12) on the 15th and without a check-out on the 22nd: September's attendance can be computed
 * and locked on the month screen (考勤管理).
 */
async function seedDemoPunches(tx: Db) {
  const people = DEMO_USERS.filter((user) => user.loginName !== 'admin').map((user) => user.loginName);
  await tx.execute(sql`
    insert into check_ins (user_id, day, minute, source)
    select u.id, d::date, m.minute, 'import'
    from users u
    cross join generate_series(date '2026-09-01', date '2026-09-30', interval '1 day') d
    cross join lateral (values
      (case when u.login_name = 'staff01' and d::date = date '2026-09-15' then 552 else 530 + (u.id + extract(day from d)::int) % 10 end),
      (case when u.login_name = 'staff01' and d::date = date '2026-09-22' then null else 1080 + (u.id * 3 + extract(day from d)::int) % 10 end)
    ) as m(minute)
    where u.login_name in ${sql.raw(`(${people.map((name) => `'${name}'`).join(', ')})`)} and extract(isodow from d) < 6 and m.minute is not null
    on conflict do nothing`);
}
