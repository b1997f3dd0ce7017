import type { RuleError } from '../shared/rules/rule.types.ts';
import type { ModuleDescriptor } from './module.types.ts';

/** What a module's own rule is told besides the record: its descriptor and whether the save is complete. */
export type RuleContext = {
  descriptor: ModuleDescriptor;
  /** A complete save (the form's Save, an import row, a submission): presence rules apply. Off while a draft is staged. */
  required: boolean;
};

/**
 * A module's own rules (`<folder>.rules.ts` beside its descriptor, its export `rules`, or by module key where one
 * folder declares several): what is truly its own, that no engine option or capability expresses. Pure functions
 * of the record, so the form runs them as the server does.
 *
 * - `derive`: values computed from the record before it is checked and stored (after the computed sums).
 * - `onSave`: the errors of the record, each a field path (`<table>.<row>.<column>` for a detail cell), a message id
 *   and its values, as the field rules answer (1001 naming the first). Run on every create, update and import row
 *   once the field rules pass, and by the form with its own validation.
 */
export type ModuleRules = {
  derive?: (record: Readonly<Record<string, unknown>>, context: RuleContext) => Record<string, unknown>;
  onSave?: (record: Readonly<Record<string, unknown>>, context: RuleContext) => readonly RuleError[];
};
export const defineRules = (rules: ModuleRules): ModuleRules => rules;

/** A module's rules file (`<folder>.rules.ts`). */
export type RulesFile = { rules: ModuleRules | Readonly<Record<string, ModuleRules>> };

/** The rules a rules file gives the module `key`. */
export const rulesFor = (file: RulesFile | undefined, key: string): ModuleRules | undefined => {
  if (!file) return undefined;
  const { rules } = file;
  return 'onSave' in rules || 'derive' in rules ? (rules as ModuleRules) : (rules as Readonly<Record<string, ModuleRules>>)[key];
};

/** The record as the module's `derive` leaves it (unchanged without one). */
export const derivedByRules = (rules: ModuleRules | undefined, record: Record<string, unknown>, context: RuleContext): Record<string, unknown> =>
  rules?.derive ? rules.derive(record, context) : record;

/** The errors the module's `onSave` finds in the record (none without one). */
export const ruleErrors = (rules: ModuleRules | undefined, record: Readonly<Record<string, unknown>>, context: RuleContext): RuleError[] =>
  rules?.onSave ? [...rules.onSave(record, context)] : [];
