import { z } from 'zod';
import { timestamp } from './answer.schema.ts';

/** Zod issues carry message ids of the shared catalogues; each side translates them. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 12;
export const LOGIN_NAME_MIN = 6;
export const LOGIN_NAME_MAX = 12;

export const passwordSchema = z.string({ message: 'rules.required' }).min(PASSWORD_MIN, 'rules.passwordLength').max(PASSWORD_MAX, 'rules.passwordLength');

/** Spec §5 login-name change: required, letters/digits/underscore, 6 to 12 long. */
export const loginNameSchema = z
  .string({ message: 'rules.required' })
  .trim()
  .min(1, 'rules.required')
  .min(LOGIN_NAME_MIN, 'rules.loginNameLength')
  .max(LOGIN_NAME_MAX, 'rules.loginNameLength')
  .regex(/^\w+$/, 'rules.alnumUnderscore');

export const loginBody = z.object({
  username: z.string({ message: 'rules.required' }).trim().min(1, 'rules.required').max(64, 'rules.maxLength'),
  password: z.string({ message: 'rules.required' }).min(1, 'rules.required').max(128, 'rules.maxLength'),
  rememberMe: z.boolean().optional().default(false),
  state: z.string().max(128).optional(),
  uuid: z.string().max(128).optional(),
});
export type LoginBody = z.input<typeof loginBody>;

export const valipwBody = z.object({ password: z.string({ message: 'rules.required' }).max(128) });

export const updatePasswordBody = z.object({ password: z.string({ message: 'rules.required' }).max(128), newPassword: passwordSchema });
export type UpdatePasswordBody = z.infer<typeof updatePasswordBody>;

export const loginNameBody = z.object({ newName: loginNameSchema });

/** The client-side password form of spec §5 (old, new, confirm). */
export const passwordForm = z
  .object({ oldPwd: passwordSchema, password: passwordSchema, confirmpassword: z.string().min(1, 'rules.confirmPassword') })
  .refine((form) => form.password === form.confirmpassword, { message: 'rules.passwordMismatch', path: ['confirmpassword'] });

/** Spec §3 Session user, as GET /user/current returns it. */
export const currentUser = z.object({
  sid: z.string(),
  userId: z.number(),
  name: z.string(),
  loginName: z.string(),
  photo: z.string().nullable(),
  jobGrade: z.array(z.string()),
  no: z.string().nullable(),
  branchId: z.number().nullable(),
  officeId: z.number().nullable(),
  officeName: z.string().nullable(),
  officeFullName: z.string().nullable(),
  companyFullName: z.string().nullable(),
  bankNum: z.string().nullable(),
  remarks: z.boolean(),
  sex: z.number().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  isAdmin: z.boolean(),
  dataScope: z.number(),
  permissions: z.array(z.string()),
});
export type CurrentUser = z.infer<typeof currentUser>;

export const menuEntry = z.object({
  menuId: z.number(),
  parentId: z.number().nullable(),
  code: z.string(),
  name: z.string(),
  i18nKey: z.string().nullable(),
  /** What the reader sees: the `i18nKey` text in the request's language, else the name as typed. */
  title: z.string(),
  href: z.string().nullable(),
  component: z.string().nullable(),
  icon: z.string().nullable(),
  permission: z.string().nullable(),
  type: z.number(),
  sort: z.number(),
  hidden: z.boolean(),
  noCache: z.boolean(),
  affix: z.boolean(),
});
export type MenuEntry = z.infer<typeof menuEntry>;
export type MenuNode = MenuEntry & { children: MenuNode[] };

/** Menu type codes: a directory groups pages; a button carries a permission code. */
export const MENU_TYPE = { directory: 0, page: 1, button: 2 } as const;

export const buttonEntry = z.object({ href: z.string().nullable(), menuId: z.number(), name: z.string(), permission: z.string(), type: z.number() });
export type ButtonEntry = z.infer<typeof buttonEntry>;

/** Spec §3 UI settings, kept per user. */
export const uiSettings = z.object({
  theme: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .default('#1890ff'),
  showSettings: z.boolean().default(true),
  tagsView: z.boolean().default(true),
  fixedHeader: z.boolean().default(false),
  sidebarLogo: z.boolean().default(true),
});
export type UiSettings = z.infer<typeof uiSettings>;

export const publicConfig = z.object({ title: z.string(), logoUrl: z.string(), icoFileName: z.string(), companyName: z.string() });
export type PublicConfig = z.infer<typeof publicConfig>;

/** The signed-in user's own profile (GET /user/profile): who they are, their posts and whether WeChat is bound. */
export const userProfile = currentUser.loose().extend({
  postList: z.array(z.object({ id: z.number(), name: z.string() })),
  wechatBound: z.boolean(),
});

/** Spec §3 Notification: type 3 is a to-do, 4 a message. */
export const notification = z.looseObject({
  id: z.number(),
  userId: z.number(),
  type: z.number(),
  content: z.string(),
  link: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: timestamp,
});
