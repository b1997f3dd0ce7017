import { totalRules } from './capabilities/sums.ts';
import type { ModuleDescriptor } from './module.types.ts';
import type { Locale } from '../shared/i18n/locales.ts';
import type { FieldDef } from '../shared/rules/field.types.ts';
import { PRESENCE_RULES } from '../shared/rules/rules.ts';
import type { FieldOverride, FormOverrideConfig } from '../shared/schemas/engine.schema.ts';

/**
 * Form overrides (spec "Web-page record", kind `form`): what an administrator changed in a module's form at run
 * time — order, hidden and read-only fields, labels, required on or off, width. Both sides apply the same
 * override through `applyFormOverride`, so the form shows exactly what the server then enforces.
 */

/** A field never shown or edited: a descriptor's `modes` list that names no mode. */
const NEVER = { modes: [] as readonly string[] };

/**
 * Fields essential to the module by its descriptor: those it lists (`essential`), its computed sums, its limits' fields and picks,
 * and its project leader. The server adds the fields its published approval flow reads.
 */
export function descriptorEssentials(descriptor: Pick<ModuleDescriptor, 'capabilities'>): Set<string> {
  const { essential, limits, access } = descriptor.capabilities;
  const keys = new Set<string>(essential ?? []);
  for (const total of totalRules(descriptor)) keys.add(total.field);
  for (const limit of limits ?? []) {
    keys.add(limit.field);
    keys.add(limit.notAbove.via);
  }
  // `<pick>.<field>`: the pick that names the record holding the leader.
  if (access?.projectLeader) keys.add(access.projectLeader.split('.')[0]);
  return keys;
}

const hasPresence = (field: FieldDef) => (field.rules ?? []).some((rule) => PRESENCE_RULES.has(rule.rule));

/** Problems of an override, as the field path and message id the server answers with 1001; null when it is fine. */
export function checkFormOverride(
  descriptor: Pick<ModuleDescriptor, 'fields'>,
  config: FormOverrideConfig,
  essential: ReadonlySet<string>,
): { field: string; messageId: string } | null {
  const seen = new Set<string>();
  for (const [index, entry] of config.fields.entries()) {
    const at = (prop: string) => `config.fields.${index}.${prop}`;
    if (!descriptor.fields.some((field) => field.key === entry.key)) return { field: at('key'), messageId: 'engine.unknownField' };
    if (seen.has(entry.key)) return { field: at('key'), messageId: 'engine.duplicateField' };
    seen.add(entry.key);
    if (essential.has(entry.key)) {
      // An essential field stays shown, editable and as required as its descriptor says (or more).
      for (const prop of ['visible', 'editable', 'required'] as const)
        if (entry[prop] === false) return { field: at(prop), messageId: 'engine.essentialField' };
    }
    if (entry.required === true && (entry.visible === false || entry.editable === false)) return { field: at('required'), messageId: 'engine.requiredHidden' };
  }
  return null;
}

/** What an override makes of a form: its fields in order with their rules, the labels it sets, and the fields nobody may write. */
export type AppliedForm = {
  fields: FieldDef[];
  labels: ReadonlyMap<string, Partial<Record<Locale, string>>>;
  /** Hidden or read-only by the override: never taken from input, never required. */
  locked: ReadonlySet<string>;
};

/**
 * Applies an override to the descriptor's fields. A hidden or read-only field loses its presence rules (nobody
 * could fill it); `required: true` adds one, `required: false` removes them. Essential fields are never
 * loosened, even by an override saved before they became essential (a flow published later reading them).
 * Only what the descriptor allows is narrowed: an override cannot show a field the descriptor hides in a mode.
 */
export function applyFormOverride(
  descriptor: Pick<ModuleDescriptor, 'fields'>,
  config: FormOverrideConfig | null | undefined,
  essential: ReadonlySet<string>,
): AppliedForm {
  const byKey = new Map<string, FieldOverride>((config?.fields ?? []).map((entry) => [entry.key, entry]));
  const labels = new Map<string, Partial<Record<Locale, string>>>();
  const locked = new Set<string>();
  const fields = descriptor.fields.map((field, index) => {
    const entry = byKey.get(field.key);
    if (!entry) return { field, order: index, placed: 1, index };
    const keep = essential.has(field.key);
    const hidden = entry.visible === false && !keep;
    const readOnly = entry.editable === false && !keep;
    const label = Object.fromEntries(Object.entries(entry.label ?? {}).filter(([, text]) => typeof text === 'string' && text.trim() !== ''));
    if (Object.keys(label).length > 0) labels.set(field.key, label);
    let rules = field.rules ?? [];
    if (hidden || readOnly || (entry.required === false && !keep)) rules = rules.filter((rule) => !PRESENCE_RULES.has(rule.rule));
    else if (entry.required === true && !hasPresence(field)) rules = [{ rule: 'required' }, ...rules];
    if (hidden || readOnly) locked.add(field.key);
    const next = {
      ...field,
      rules,
      ...(hidden ? { visible: NEVER } : {}),
      ...(hidden || readOnly ? { editable: NEVER } : {}),
      ...(entry.span && field.type !== 'subTable' ? { span: entry.span } : {}),
    } as FieldDef;
    return { field: next, order: entry.sort ?? index, placed: entry.sort === undefined ? 1 : 0, index };
  });
  // A place the override gives comes before a descriptor field that happens to share the number.
  fields.sort((a, b) => a.order - b.order || a.placed - b.placed || a.index - b.index);
  return { fields: fields.map((item) => item.field), labels, locked };
}

/** The descriptor with an applied override's fields: what validation and the generic screens read. */
export function withAppliedForm<D extends ModuleDescriptor>(descriptor: D, applied: AppliedForm): D {
  return { ...descriptor, fields: applied.fields };
}

/** The input without the fields an override locked: they keep their stored value (or stay empty). */
export function withoutLocked(input: Record<string, unknown>, applied: AppliedForm): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([key]) => !applied.locked.has(key)));
}
