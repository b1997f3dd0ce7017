import { z } from 'zod';
import { codedRow, codeText, id, otherNames, pageIndex, pageLimit, requiredText, rowVersion, sortOrder } from './input.schema.ts';
import { CODES } from '../rules/rules.ts';

/** Spec §3 Office; office type 1-5, branch type 0-2. */
export const officeBody = z.object({
  id: id.optional(),
  parentId: id.nullable(),
  name: requiredText(60),
  fullName: z.string().trim().max(120, 'rules.maxLength').optional(),
  code: codeText(CODES.office),
  officeType: z.number().int().min(1).max(5),
  branchType: z.number().int().min(0).max(2).nullable().optional(),
  sort: sortOrder,
  headUserId: id.nullable().optional(),
});
export type OfficeBody = z.infer<typeof officeBody>;

/** Spec §3 User profile and §5: name ≤ 30, staff number ≤ 9 digits, email, mobile. */
export const userBody = z.object({
  id: id.optional(),
  version: rowVersion.optional(),
  loginName: codeText(CODES.loginName),
  name: requiredText(30),
  officeId: id,
  no: z
    .string()
    .trim()
    .regex(/^\d{0,9}$/, 'rules.maxNumber')
    .nullable()
    .optional(),
  email: z
    .union([z.literal(''), z.email('rules.email')])
    .nullable()
    .optional(),
  mobile: z
    .union([z.literal(''), z.string().regex(/^1[3-9]\d{9}$/, 'rules.mobile')])
    .nullable()
    .optional(),
  sex: z.number().int().min(0).max(1).nullable().optional(),
  bankNum: z.string().trim().max(30, 'rules.maxLength').nullable().optional(),
  postIds: z.array(id).max(20).default([]),
  roleIds: z.array(id).max(20).default([]),
  /** Only on creation: the initial password, which the user must change at first sign-in. */
  password: z.string().min(6, 'rules.passwordLength').max(12, 'rules.passwordLength').optional(),
});
export type UserBody = z.infer<typeof userBody>;

export const roleBody = z.object({
  id: id.optional(),
  code: codeText(CODES.role),
  name: requiredText(30),
  ...otherNames(30),
  roleType: z.union([z.literal(1), z.literal(2)]),
  dataScope: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  enabled: z.boolean().default(true),
});

/** Authority config: the menus (with their button codes) a role is granted. */
export const roleMenusBody = z.object({ menuIds: z.array(id).max(2000) });

export const postBody = z.object({
  id: id.optional(),
  ...codedRow(CODES.post, 30),
});

export const postUsersBody = z.object({ userIds: z.array(id).max(5000) });

/** Spec §3 Menu entry: type 0 directory, 1 page, 2 button (with its permission code). */
export const menuBody = z.object({
  menuId: id.optional(),
  parentId: id.nullable(),
  code: codeText(CODES.menu),
  name: requiredText(30),
  href: z
    .string()
    .trim()
    .max(200, 'rules.maxLength')
    .regex(/^(\/[\w\-/]*)?$/, 'rules.url')
    .nullable()
    .optional(),
  component: z.string().trim().max(100, 'rules.maxLength').nullable().optional(),
  icon: z.string().trim().max(60, 'rules.maxLength').nullable().optional(),
  permission: z
    .string()
    .trim()
    .max(200, 'rules.maxLength')
    .regex(/^([\w]+:[\w]+)(,\s*[\w]+:[\w]+)*$|^$/, 'rules.alnumUnderscore')
    .nullable()
    .optional(),
  type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  sort: sortOrder,
  hidden: z.boolean().default(false),
  noCache: z.boolean().default(false),
});

export const pageQuery = z.object({
  pageIndex,
  limit: pageLimit(500),
  name: z.string().trim().max(60).optional(),
});

/** Spec §3 Dictionary: classes and values, each with a status. */
export const dictClassBody = z.object({
  id: id.optional(),
  ...codedRow(CODES.dictionary, 60),
});

export const dictValueBody = z.object({
  id: id.optional(),
  classId: id,
  value: requiredText(60),
  label: requiredText(60),
  sort: sortOrder,
  enabled: z.boolean().default(true),
});

export const dictStatusBody = z.object({ id, enabled: z.boolean() });
