import type { IntlShape } from 'react-intl';
import type { ApiError } from '../../api/base-api.ts';
import type { CodeRule } from '../../../shared/rules/rules.ts';

/** What a form field holds while the user edits it: numbers stay text until saving, so nothing typed is lost. */
export type FieldValue = string | boolean | string[] | null;
export type FormValues = Record<string, FieldValue>;

export type Option = { value: string; label: string; depth?: number; disabled?: boolean };

export type FieldKind = 'text' | 'password' | 'textarea' | 'number' | 'select' | 'multiselect' | 'switch' | 'richtext' | 'date' | 'tags';

/** One form field declared as data: the screens list these instead of writing forms by hand. */
export type FieldSpec = {
  name: string;
  /** Catalogue id of the label. */
  label: string;
  kind: FieldKind;
  options?: readonly Option[];
  /** Select / multi-select values are numbers on the wire. */
  numeric?: boolean;
  required?: boolean;
  maxLength?: number;
  /** Spec §5 shared rules: a pattern with the id of its message. */
  pattern?: { regex: RegExp; message: string; values?: Record<string, string | number> };
  /** Shown but not editable, e.g. a code fixed after creation. */
  disabled?: (values: FormValues, editing: boolean) => boolean;
  hidden?: (values: FormValues, editing: boolean) => boolean;
  /** Takes the whole row of the two-column form. */
  wide?: boolean;
  helper?: string;
};

/** A code field by its rule in `CODES` (src/shared/rules/rules.ts), the one the server checks. */
export const codeField = ({ max, pattern }: CodeRule, name = 'code', label = 'admin.code'): FieldSpec => ({
  name,
  label,
  kind: 'text',
  required: true,
  maxLength: max,
  pattern: { regex: pattern, message: 'rules.alnumUnderscore' },
});

/** A required name of at most `maxLength` characters. */
export const nameField = (maxLength: number, label = 'admin.name'): FieldSpec => ({ name: 'name', label, kind: 'text', required: true, maxLength });
/**
 * A name typed in Chinese with its English and Spanish versions (left empty, those readers see the Chinese one);
 * other languages run longer, hence the larger limit the server also sets.
 */
export const translatedNameFields = (maxLength: number, label = 'admin.name'): FieldSpec[] => [
  nameField(maxLength, label),
  { name: 'nameEn', label: 'admin.nameEn', kind: 'text', maxLength: maxLength * 4 },
  { name: 'nameEs', label: 'admin.nameEs', kind: 'text', maxLength: maxLength * 4 },
];
/** A row the server names in the reader's language is edited by its name as typed (`sourceName`). */
export const asTyped = <Row extends object>(row: Row): Record<string, unknown> =>
  'sourceName' in row && typeof row.sourceName === 'string' ? { ...row, name: row.sourceName } : (row as Record<string, unknown>);
/** What a form of a coded entry named in three languages (`codeField`, `translatedNameFields`, sort, enabled) saves. */
export const codedEntryBody = (body: Record<string, unknown>) => ({
  code: String(body.code),
  name: String(body.name),
  nameEn: String(body.nameEn ?? ''),
  nameEs: String(body.nameEs ?? ''),
  sort: Number(body.sort ?? 0),
  enabled: body.enabled === true,
});
/** The order among siblings; empty saves as 0. */
export const SORT_FIELD: FieldSpec = { name: 'sort', label: 'admin.sort', kind: 'number' };
/** Turns an entry on or off. */
export const ENABLED_FIELD: FieldSpec = { name: 'enabled', label: 'admin.enabled', kind: 'switch' };

/** The parent of a tree node, chosen from the tree's nodes indented by depth; none makes it a root. */
export const parentField = <Node extends { children?: Node[] }>(
  nodes: readonly Node[] | undefined,
  id: (node: Node) => number,
  label: (node: Node) => string,
  fieldLabel = 'admin.parent',
): FieldSpec => ({ name: 'parentId', label: fieldLabel, kind: 'select', numeric: true, options: treeOptions(nodes ?? [], id, label) });
/** A new node's parent: the node chosen in the tree, or none (a root). */
export const parentValue = (parentId: number | null) => (parentId === null ? '' : String(parentId));

export type FieldErrors = Record<string, string>;

const isEmpty = (value: FieldValue) => value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The spec §5 checks a field declares; the server checks again and its message wins. */
export function validate(fields: readonly FieldSpec[], values: FormValues, editing: boolean, intl: IntlShape): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    if (field.hidden?.(values, editing) || field.disabled?.(values, editing)) continue;
    const value = values[field.name] ?? null;
    if (field.required && isEmpty(value)) {
      errors[field.name] = intl.formatMessage({ id: field.kind === 'select' || field.kind === 'multiselect' ? 'rules.atLeastOne' : 'rules.required' });
      continue;
    }
    if (typeof value !== 'string' || value === '') continue;
    if (field.maxLength && value.length > field.maxLength) errors[field.name] = intl.formatMessage({ id: 'rules.maxLength' }, { n: field.maxLength });
    else if (field.kind === 'number' && !/^\d+$/.test(value)) errors[field.name] = intl.formatMessage({ id: 'rules.positiveInteger' });
    else if (field.pattern && !field.pattern.regex.test(value)) errors[field.name] = intl.formatMessage({ id: field.pattern.message }, field.pattern.values);
  }
  return errors;
}

/** Turns edited values into the request body: numbers for number fields and numeric selects, null for empty text. */
export function toBody(fields: readonly FieldSpec[], values: FormValues, editing: boolean): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.hidden?.(values, editing)) continue;
    const value = values[field.name] ?? null;
    if (field.kind === 'number') body[field.name] = value === '' || value === null ? 0 : Number(value);
    else if (field.kind === 'select' && field.numeric) body[field.name] = value === '' || value === null ? null : Number(value);
    else if (field.kind === 'multiselect' && field.numeric) body[field.name] = Array.isArray(value) ? value.map(Number) : [];
    else body[field.name] = value;
  }
  return body;
}

/** Field values from a row: numbers become text, arrays of numbers text arrays, missing values empty. */
export function fromRow(fields: readonly FieldSpec[], row: Record<string, unknown> | undefined, defaults: FormValues = {}): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const raw = row?.[field.name] ?? defaults[field.name];
    if (field.kind === 'switch') values[field.name] = typeof raw === 'boolean' ? raw : false;
    else if (field.kind === 'multiselect' || field.kind === 'tags') values[field.name] = Array.isArray(raw) ? raw.map(String) : [];
    else values[field.name] = raw === null || raw === undefined ? '' : String(raw);
  }
  return values;
}

/** A server refusal (status 1001 names the field in `data.field`) as an error under that field. */
export function serverFieldError(caught: unknown): { field?: string; message: string } | undefined {
  if (!caught || typeof caught !== 'object' || !('status' in caught)) return undefined;
  const error = caught as ApiError;
  const data = error.data as { field?: unknown } | null | undefined;
  return { field: typeof data?.field === 'string' ? data.field : undefined, message: error.msg };
}

/** Options of a flat list, labelled by catalogue ids `<prefix>.<value>` (the shared dictionaries `dict.<class>.<value>`). */
export function enumOptions(intl: IntlShape, prefix: string, values: readonly (string | number)[]): Option[] {
  return values.map((value) => ({ value: String(value), label: intl.formatMessage({ id: `${prefix}.${value}` }) }));
}

/** Options of a tree, indented by depth, so a parent can be chosen from a plain select. */
export function treeOptions<Node extends { children?: Node[] }>(
  nodes: readonly Node[],
  id: (node: Node) => number,
  label: (node: Node) => string,
  exclude?: number,
  depth = 0,
  out: Option[] = [],
): Option[] {
  for (const node of nodes) {
    if (id(node) === exclude) continue; // a node cannot move under itself or its own subtree
    out.push({ value: String(id(node)), label: label(node), depth });
    if (node.children?.length) treeOptions(node.children, id, label, exclude, depth + 1, out);
  }
  return out;
}
