import { editableInStatus } from '../../../modules/derive.ts';
import type { ModuleDescriptor } from '../../../modules/module.types.ts';
import { conditionHolds } from '../../../shared/rules/conditions.ts';
import type { FieldDef, ModeRule } from '../../../shared/rules/field.types.ts';
import type { RuleError } from '../../../shared/rules/rule.types.ts';
import { sharedKind } from '../../../shared/rules/field-kinds/index.ts';

/** Spec §2 generic form screen query: id, formInfo (mode, default '-1'; pt=5 makes it '-2'), approval ids. */
export type FormParams = {
  id: number | null;
  mode: string;
  processAuditId: string | null;
  processNodeId: string | null;
  /** A new document started from another (a follow-up): the module and id of the record it is filled from. */
  from: { module: string; id: number } | null;
};

export const DEFAULT_FORM_MODE = '-1';
export const PT_FORM_MODE = '-2';

export function formParams(search: string): FormParams {
  const query = new URLSearchParams(search);
  const id = Number(query.get('id'));
  const mode = query.get('pt') === '5' ? PT_FORM_MODE : query.get('formInfo') || DEFAULT_FORM_MODE;
  const fromId = Number(query.get('fromId'));
  const from = query.get('from') && Number.isInteger(fromId) && fromId > 0 ? { module: query.get('from')!, id: fromId } : null;
  return { id: Number.isInteger(id) && id > 0 ? id : null, mode, processAuditId: query.get('processAuditId'), processNodeId: query.get('processNodeId'), from };
}

function allows(rule: ModeRule | undefined, mode: string, status: number): boolean {
  if (!rule) return true;
  return (!rule.modes || rule.modes.includes(mode)) && (!rule.statuses || rule.statuses.includes(status));
}

/**
 * A field shows in a mode and record status unless its descriptor narrows where it is visible, and, where it names a
 * condition, while the record's values meet it.
 */
export const fieldShown = (field: FieldDef, mode: string, status: number, values: Record<string, unknown> = {}) =>
  allows(field.visible, mode, status) && (!field.visible?.when || conditionHolds(field.visible.when, values));
/** A shown field can be edited in the form's mode and the record's status (the server's rule, `editableInStatus`). */
export const fieldEditable = (descriptor: Pick<ModuleDescriptor, 'lifecycle'>, field: FieldDef, mode: string, status: number) =>
  allows({ modes: field.editable?.modes }, mode, status) && editableInStatus(descriptor, field, status);

export const isRequired = (field: FieldDef) =>
  (field.rules ?? []).some((rule) => rule.rule === 'required' || rule.rule === 'atLeastOne' || rule.rule === 'image');

/** The record's field values as the form edits them: only declared fields, sub-table rows as copies. */
export function formValues(descriptor: ModuleDescriptor, record: Record<string, unknown> | undefined): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of descriptor.fields) {
    const value = record?.[field.key];
    if (field.type === 'subTable') values[field.key] = Array.isArray(value) ? value.map((row: Record<string, unknown>) => ({ ...row })) : [];
    else {
      const edited = sharedKind(field).edited;
      values[field.key] = edited ? edited(value) : (value ?? '');
    }
  }
  return values;
}

/** What is validated and sent: money without separators; the shown fields only (hidden ones stay untouched). */
export function payload(descriptor: ModuleDescriptor, values: Record<string, unknown>, shown: (field: FieldDef) => boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of descriptor.fields) {
    if (!shown(field)) continue;
    const value = values[field.key];
    const sent = field.type === 'subTable' ? undefined : sharedKind(field).sent;
    out[field.key] = sent ? sent(value) : value;
  }
  return out;
}

/** The first error of each field path. */
export function errorsByPath(errors: readonly RuleError[]): Map<string, RuleError> {
  const map = new Map<string, RuleError>();
  for (const error of errors) if (!map.has(error.field)) map.set(error.field, error);
  return map;
}
