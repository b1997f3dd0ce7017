import { shippedPrintTemplate } from '../../modules/module-files.ts';
import { and, desc, eq } from 'drizzle-orm';
import { findModule } from '../../modules/index.ts';
import { fieldLabelId, titleId, type ModuleDescriptor } from '../../modules/module.types.ts';
import type { Locale } from '../../shared/i18n/locales.ts';
import { DEFAULT_FILE_NAME_PARTS, fileNamePartNames, placeholderNames, placeholderProblem, TRAIL_PLACEHOLDER } from '../../shared/print-placeholders.ts';
import type { FieldDef, ScalarField } from '../../shared/rules/field.types.ts';
import { searchKind } from '../../shared/rules/field-kinds/index.ts';
import type { RecordRow } from '../../shared/schemas/engine.schema.ts';
import { numberPrefix } from '../../shared/serial-template.ts';
import type { Db } from '../db/database.ts';
import { printTemplates } from '../db/schema.ts';
import type { Access } from '../lib/access.ts';
import { badInput } from '../lib/app-error.ts';
import { translate } from '../lib/translate.ts';
import { withDictionaries } from '../engine/dictionaries.ts';
import { getRecord, pageRecords } from '../engine/record.service.ts';
import { escapeHtml, fillPlaceholders, parsePrintHtml, tableOf, textRuns, toHtml, type PrintNode, type PrintValue } from './print-document.ts';
import { printKind } from './field-kinds/index.ts';
import { formatDate, formatDateTime } from './print-format.ts';
import type { PaperSettings } from './print-pdf.ts';
import { loadTrail, trailValue, type TrailRow } from './print-trail.ts';

export type PrintSource = { descriptor: ModuleDescriptor; record: RecordRow; trail: TrailRow[] };
/** What rendering reads of a template row (paper is a text column: anything unknown prints on A4). */
export type TemplateSettings = { content: string; fileNameParts: string[]; paper: string; landscape: boolean };
export type PrintTemplateRow = typeof printTemplates.$inferSelect;

/**
 * Refuses a template whose placeholders or file name parts the module does not have (1001 naming the field):
 * checked before anything is saved, so a refused template leaves the table as it was.
 */
export function checkTemplate(body: { module: string; content: string; fileNameParts: string[] }) {
  const descriptor = findModule(body.module);
  if (!descriptor) throw badInput('module', 'print.unknownModule');
  const known = new Set(placeholderNames(descriptor));
  for (const run of textRuns(parsePrintHtml(body.content))) {
    const problem = placeholderProblem(run, known);
    if (problem?.kind === 'unknown') throw badInput('content', 'print.unknownPlaceholder', { name: problem.text });
    if (problem) throw badInput('content', 'print.badPlaceholder', { text: problem.text });
  }
  const parts = new Set(fileNamePartNames(descriptor));
  const wrong = body.fileNameParts.find((part) => !parts.has(part));
  if (wrong !== undefined) throw badInput('fileNameParts', 'print.unknownFilePart', { name: wrong });
  return descriptor;
}

/** A record the user may read, with its trail (404 outside the data scope, like viewing it); `dataDir` holds the signatures. */
export async function recordSource(db: Db, access: Access, descriptor: ModuleDescriptor, id: number, dataDir: string): Promise<PrintSource> {
  const [record, named] = await Promise.all([getRecord(db, access, descriptor, id), withDictionaries(db, descriptor)]);
  return { descriptor: named, record, trail: await loadTrail(db, dataDir, id) };
}

/** The newest record of the module the user may read, if any. */
export async function latestRecordId(db: Db, access: Access, descriptor: ModuleDescriptor): Promise<number | null> {
  const page = await pageRecords(db, access, descriptor, { page: { pageIndex: 1, limit: 1 }, sortby: 'createdAt', order: 'desc' });
  return page.list[0]?.id ?? null;
}

/** The module's default template, if an administrator set one. */
export async function defaultTemplate(db: Db, module: string): Promise<PrintTemplateRow | null> {
  const [row] = await db
    .select()
    .from(printTemplates)
    .where(and(eq(printTemplates.module, module), eq(printTemplates.isDefault, true)))
    .orderBy(desc(printTemplates.updatedAt))
    .limit(1);
  return row ?? null;
}

const label = (locale: Locale, descriptor: ModuleDescriptor, key: string) => translate(locale, fieldLabelId(descriptor, key));

/** A field's value as printed text, in its kind's way (`field-kinds/`). */
function scalarText(locale: Locale, descriptor: ModuleDescriptor, field: ScalarField, value: unknown, pickLabel?: string | string[]): string {
  if (value === undefined || value === null || value === '') return '';
  return printKind(field).text(field, { locale, descriptor, value, pickLabel });
}

function fieldValue(locale: Locale, source: PrintSource, field: FieldDef): PrintValue {
  const { descriptor, record } = source;
  const value = record[field.key];
  if (field.type === 'subTable') {
    const rows = (Array.isArray(value) ? value : []) as Record<string, unknown>[];
    const headers = field.columns.map((column) => label(locale, descriptor, `${field.key}.${column.key}`));
    const cells = rows.map((row) => field.columns.map((column) => scalarText(locale, descriptor, column, row[column.key])));
    return { text: cells.map((row) => row.filter(Boolean).join(' ')).join('; '), block: [tableOf('details', headers, cells)] };
  }
  const text = scalarText(locale, descriptor, field, value, record.pickLabels?.[field.key]);
  const block = printKind(field).block?.(field, value);
  return block ? { text, block } : { text };
}

/** Every placeholder's value for one document in one language. */
export function placeholderValues(locale: Locale, source: PrintSource, now: Date): Map<string, PrintValue> {
  const { descriptor, record } = source;
  const values = new Map<string, PrintValue>([
    ['moduleTitle', { text: translate(locale, titleId(descriptor)) }],
    ['serialNo', { text: record.serialNo }],
    ['status', { text: statusLabel(locale, descriptor, record.status) }],
    ['creatorName', { text: record.creatorName ?? '' }],
    ['officeName', { text: record.officeName ?? '' }],
    ['createdAt', { text: formatDateTime(new Date(record.createdAt)) }],
    ['updatedAt', { text: formatDateTime(new Date(record.updatedAt)) }],
    ['printDate', { text: formatDate(now) }],
    [TRAIL_PLACEHOLDER, trailValue(locale, source.trail)],
  ]);
  for (const field of descriptor.fields) values.set(field.key, fieldValue(locale, source, field));
  return values;
}

function statusLabel(locale: Locale, descriptor: ModuleDescriptor, status: number): string {
  const id = `status.${descriptor.lifecycle ?? 'generic'}.${status}`;
  const labelText = translate(locale, id);
  return labelText === id ? String(status) : labelText;
}

/**
 * The template used when a module has no default one: title, the record's columns and one-line fields in a
 * two-pair grid, detail tables and long texts below, then the approval trail. Labels are in the reader's language.
 */
export function builtinTemplate(descriptor: ModuleDescriptor, locale: Locale, record?: RecordRow): string {
  const t = (id: string) => escapeHtml(translate(locale, id));
  const pairs: [string, string][] = [
    ...(['serialNo', 'status', 'creatorName', 'officeName', 'createdAt', 'printDate'] as const).map((key): [string, string] => [t(`print.meta.${key}`), key]),
  ];
  const sections: string[] = [];
  for (const field of descriptor.fields) {
    const name = escapeHtml(translate(locale, fieldLabelId(descriptor, field.key)));
    if (field.type === 'subTable' || printKind(field).long) {
      // A long text or detail table left empty gets no heading of its own.
      const value = record?.[field.key];
      if (!record || (value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0)))
        sections.push(`<h4>${name}</h4><p>{{${field.key}}}</p>`);
    } else pairs.push([name, field.key]);
  }
  const rows: string[] = [];
  for (let index = 0; index < pairs.length; index += 2) {
    const cells = pairs.slice(index, index + 2).map(([name, key]) => `<th>${name}</th><td>{{${key}}}</td>`);
    if (cells.length === 1) cells[0] = cells[0].replace('<td>', '<td colspan="3">');
    rows.push(`<tr>${cells.join('')}</tr>`);
  }
  return [
    `<h2 style="text-align: center">{{moduleTitle}}</h2>`,
    `<table class="print-fields"><tbody>${rows.join('')}</tbody></table>`,
    ...sections,
    `<h4>${t('print.meta.approvalTrail')}</h4>`,
    `<p>{{${TRAIL_PLACEHOLDER}}}</p>`,
  ].join('');
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what a file name must not hold
const FORBIDDEN_IN_NAME = /[\\/:*?"<>|\u0000-\u001f\u007f]+/g;

/** Spec §9: the print file name is built from the configured parts, joined by '_', and ends in .pdf. */
export function printFileName(parts: readonly string[], values: ReadonlyMap<string, PrintValue>): string {
  const chosen = parts.length > 0 ? parts : DEFAULT_FILE_NAME_PARTS;
  const base = chosen
    .map((part) => (values.get(part)?.text ?? '').replace(FORBIDDEN_IN_NAME, ' ').replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('_')
    .slice(0, 150);
  return `${base || 'print'}.pdf`;
}

/** A caller's file name, made safe for a header and a disk, and ending in .pdf. */
export function safePdfName(name: string): string {
  const base = name
    .replace(FORBIDDEN_IN_NAME, ' ')
    .replace(/\.pdf$/i, '')
    .trim()
    .slice(0, 150);
  return `${base || 'print'}.pdf`;
}

const PAPERS: readonly PaperSettings['paper'][] = ['A4', 'A5', 'Letter'];

export type RenderedDocument = { nodes: PrintNode[]; html: string; fileName: string; title: string; settings: PaperSettings };

/** One document through one template (or the built-in one): the tree, its HTML and its file name. */
export function renderDocument(source: PrintSource, template: TemplateSettings | null, locale: Locale, now = new Date()): RenderedDocument {
  const values = placeholderValues(locale, source, now);
  const content = template?.content.trim()
    ? template.content
    : (shippedPrintTemplate(source.descriptor) ?? builtinTemplate(source.descriptor, locale, source.record));
  const nodes = fillPlaceholders(parsePrintHtml(content), values);
  return {
    nodes,
    html: toHtml(nodes),
    fileName: printFileName(template?.fileNameParts ?? [], values),
    title: `${values.get('moduleTitle')!.text} ${source.record.serialNo}`,
    settings: { paper: PAPERS.find((paper) => paper === template?.paper) ?? 'A4', landscape: template?.landscape ?? false },
  };
}

/** A made-up record of the module, for previewing a template before any record exists. */
export function sampleSource(descriptor: ModuleDescriptor, locale: Locale, now = new Date()): PrintSource {
  const sample = (key: string) => translate(locale, 'print.sample.text', { label: label(locale, descriptor, key) });
  const valueOf = (field: ScalarField, key: string): unknown => printKind(field).sample(field, { locale, key, now, sample });
  const record: RecordRow = {
    id: 0,
    serialNo: `${numberPrefix(descriptor.serial, now)}0001`,
    status: descriptor.lifecycle ? 4 : 0,
    version: 1,
    creatorId: 0,
    creatorName: translate(locale, 'print.sample.applicant'),
    officeId: null,
    officeName: translate(locale, 'print.sample.office'),
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    pickLabels: {},
  };
  for (const field of descriptor.fields) {
    if (field.type === 'subTable')
      record[field.key] = [1, 2].map(() => Object.fromEntries(field.columns.map((column) => [column.key, valueOf(column, `${field.key}.${column.key}`)])));
    else {
      record[field.key] = valueOf(field, field.key);
      if (searchKind(field) === 'pick') record.pickLabels![field.key] = sample(field.key);
    }
  }
  const trail: TrailRow[] = descriptor.lifecycle
    ? [
        { event: 'approval.submit', nodeName: null, actorName: record.creatorName!, onBehalfOfName: null, at: now, opinion: null, files: [], signature: null },
        {
          event: 'approval.approve',
          nodeName: translate(locale, 'print.sample.node'),
          actorName: translate(locale, 'print.sample.approver'),
          onBehalfOfName: null,
          at: now,
          opinion: translate(locale, 'print.sample.opinion'),
          files: [],
          signature: null,
        },
      ]
    : [];
  return { descriptor, record, trail };
}
