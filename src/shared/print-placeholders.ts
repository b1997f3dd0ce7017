import type { FieldDef } from './rules/field.types.ts';
import { sharedKind } from './rules/field-kinds/index.ts';

/**
 * Print templates are rich text with placeholders written `{{name}}`: a field of the template's module by its
 * key, a record column below, or `{{approvalTrail}}`, the approval history as a table. A placeholder alone in
 * its paragraph that stands for a table (the approval trail, detail rows) becomes that table. Values are always
 * inserted as text, never as markup, and nothing in a template is ever evaluated.
 */
export const TRAIL_PLACEHOLDER = 'approvalTrail';
export const RECORD_PLACEHOLDERS = ['moduleTitle', 'serialNo', 'status', 'creatorName', 'officeName', 'createdAt', 'updatedAt', 'printDate'] as const;
export type RecordPlaceholder = (typeof RECORD_PLACEHOLDERS)[number];

/** `{{ name }}`: braces around anything but braces; the name is checked against the module's placeholders. */
export const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** What of a module its templates may name: its fields. */
type TemplateModule = { fields: readonly FieldDef[] };

export function placeholderNames(descriptor: TemplateModule): string[] {
  return [...RECORD_PLACEHOLDERS, ...descriptor.fields.map((field) => field.key), TRAIL_PLACEHOLDER];
}

/** Fields whose kind fits in one line of a file name (`fileNamePart` of the kinds' shared table). */
const oneLine = (field: FieldDef) => field.type !== 'subTable' && sharedKind(field).fileNamePart === true;

/** What a PDF file name may be built from: record columns and one-line fields of the module. */
export function fileNamePartNames(descriptor: TemplateModule): string[] {
  return [...RECORD_PLACEHOLDERS, ...descriptor.fields.filter(oneLine).map((field) => field.key)];
}

/** Spec §9 "print file name built from configured parts": when a template names none, these, joined by '_'. */
export const DEFAULT_FILE_NAME_PARTS: readonly RecordPlaceholder[] = ['moduleTitle', 'serialNo', 'creatorName', 'printDate'];

export type PlaceholderProblem = { kind: 'unknown' | 'malformed'; text: string };

/** The first problem of one run of template text: an unknown name, or braces that open or close no placeholder. */
export function placeholderProblem(text: string, known: ReadonlySet<string>): PlaceholderProblem | null {
  for (const [whole, name] of text.matchAll(PLACEHOLDER)) if (!known.has(name)) return { kind: 'unknown', text: whole };
  const rest = text.replace(PLACEHOLDER, ' ');
  const stray = rest.search(/\{\{|\}\}/);
  return stray >= 0 ? { kind: 'malformed', text: rest.slice(Math.max(0, stray - 10), stray + 12).trim() } : null;
}
