import { z } from 'zod';
import { dateRange, id, isoDate } from './input.schema.ts';

/** System parameters: categories 0-11 of spec §9. */
export const systemParamBody = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'rules.required')
    .max(60, 'rules.maxLength')
    .regex(/^[\w.]+$/, 'rules.alnumUnderscore'),
  name: z.string().trim().min(1, 'rules.required').max(60, 'rules.maxLength'),
  value: z.string().max(2000, 'rules.maxLength'),
  category: z.number().int().min(0).max(11),
  description: z.string().max(500, 'rules.maxLength').nullable().optional(),
});

/** A scheduled task: a known handler, a five-field cron expression, on or off. */
export const scheduledJobBody = z.object({
  code: z.string().trim().min(1, 'rules.required').max(60),
  name: z.string().trim().min(1, 'rules.required').max(60, 'rules.maxLength'),
  cron: z.string().trim().min(1, 'rules.required').max(100, 'rules.maxLength'),
  enabled: z.boolean().default(true),
});

export const holidayBody = z.object({
  day: isoDate,
  name: z.string().trim().min(1, 'rules.required').max(30, 'rules.maxLength'),
  isWorkday: z.boolean().default(false),
});

/** Areas and project classification: plain trees. */
export const CATALOG_KINDS = ['area', 'projectClass'] as const;
export type CatalogKind = (typeof CATALOG_KINDS)[number];
export const catalogNodeBody = z.object({
  parentId: id.nullable(),
  code: z
    .string()
    .trim()
    .min(1, 'rules.required')
    .max(30, 'rules.maxLength')
    .regex(/^[\w-]+$/, 'rules.alnumUnderscore'),
  name: z.string().trim().min(1, 'rules.required').max(60, 'rules.maxLength'),
  sort: z.number().int().min(0).max(99999).default(0),
  enabled: z.boolean().default(true),
});

export const signAuthorizationBody = z
  .object({
    grantorId: id,
    signerId: id,
    modules: z.array(z.string().max(60)).min(1, 'rules.atLeastOne').max(100),
    validFrom: isoDate,
    validTo: isoDate,
    enabled: z.boolean().default(true),
  })
  .superRefine(dateRange('validFrom', 'validTo'))
  .refine((body) => body.grantorId !== body.signerId, { message: 'errors.selfDelegation', path: ['signerId'] });

export const updateMessageBody = z.object({
  version: z.string().trim().min(1, 'rules.required').max(30, 'rules.maxLength'),
  title: z.string().trim().min(1, 'rules.required').max(100, 'rules.maxLength'),
  content: z.string().max(100_000, 'rules.maxLength'),
});

export const printTemplateBody = z.object({
  module: z.string().trim().min(1, 'rules.required').max(60),
  name: z.string().trim().min(1, 'rules.required').max(60, 'rules.maxLength'),
  content: z.string().max(200_000, 'rules.maxLength'),
  isDefault: z.boolean().default(false),
  paper: z.enum(['A4', 'A5', 'Letter']).default('A4'),
  landscape: z.boolean().default(false),
  fileNameParts: z.array(z.string().max(60)).max(6).default([]),
});

export const helpArticleBody = z.object({
  parentId: id.nullable(),
  code: z
    .string()
    .trim()
    .min(1, 'rules.required')
    .max(60, 'rules.maxLength')
    .regex(/^[\w.-]+$/, 'rules.alnumUnderscore'),
  title: z.string().trim().min(1, 'rules.required').max(100, 'rules.maxLength'),
  content: z.string().max(200_000, 'rules.maxLength'),
  sort: z.number().int().min(0).max(99999).default(0),
});
