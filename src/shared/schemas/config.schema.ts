import { z } from 'zod';
import { codedRow, codeText, dateRange, id, isoDate, requiredText, sortOrder } from './input.schema.ts';
import { CODES } from '../rules/rules.ts';

/** System parameters: categories 0-11 of spec §9. */
export const systemParamBody = z.object({
  code: codeText(CODES.systemParam),
  name: requiredText(60),
  value: z.string().max(2000, 'rules.maxLength'),
  category: z.number().int().min(0).max(11),
  description: z.string().max(500, 'rules.maxLength').nullable().optional(),
});

/** A scheduled task: a known handler, a five-field cron expression, on or off. */
export const scheduledJobBody = z.object({
  code: z.string().trim().min(1, 'rules.required').max(60),
  name: requiredText(60),
  cron: requiredText(100),
  enabled: z.boolean().default(true),
});

export const holidayBody = z.object({
  day: isoDate,
  name: requiredText(30),
  isWorkday: z.boolean().default(false),
  statutory: z.boolean().default(true),
});

/** Areas and project classification: plain trees. */
export const CATALOG_KINDS = ['area', 'projectClass'] as const;
export type CatalogKind = (typeof CATALOG_KINDS)[number];
export const catalogNodeBody = z.object({
  parentId: id.nullable(),
  ...codedRow(CODES.catalogNode, 60),
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
  version: requiredText(30),
  title: requiredText(100),
  content: z.string().max(100_000, 'rules.maxLength'),
});

export const printTemplateBody = z.object({
  module: z.string().trim().min(1, 'rules.required').max(60),
  name: requiredText(60),
  content: z.string().max(200_000, 'rules.maxLength'),
  isDefault: z.boolean().default(false),
  paper: z.enum(['A4', 'A5', 'Letter']).default('A4'),
  landscape: z.boolean().default(false),
  fileNameParts: z.array(z.string().max(60)).max(6).default([]),
});

const articleTitle = z.string().trim().max(200, 'rules.maxLength').optional();
const articleContent = z.string().max(200_000, 'rules.maxLength').optional();

/** A help article, written in Chinese and, when given, in English and Spanish (a language left empty reads the Chinese). */
export const helpArticleBody = z.object({
  parentId: id.nullable(),
  code: codeText(CODES.helpArticle),
  title: requiredText(100),
  content: z.string().max(200_000, 'rules.maxLength'),
  titleEn: articleTitle,
  contentEn: articleContent,
  titleEs: articleTitle,
  contentEs: articleContent,
  sort: sortOrder,
});
