import { rulesOf } from '../../modules/module-files.ts';
import { derivedByRules, ruleErrors } from '../../modules/module-rules.ts';
import type { ModuleDescriptor } from '../../modules/module.types.ts';
import type { RuleError } from '../../shared/rules/rule.types.ts';
import { validateRecord } from '../../shared/rules/validate-record.ts';

/**
 * A record checked as the engine checks every save: the field rules (spec §5), then, once they pass, the module's own
 * rules (`<folder>.rules.ts`, src/modules/module-rules.ts). One error list, the first answered with 1001.
 */
export function checkRecord(descriptor: ModuleDescriptor, data: Record<string, unknown>, options: { required: boolean }): RuleError[] {
  const errors = validateRecord(descriptor, data, options);
  return errors.length ? errors : ruleErrors(rulesOf(descriptor), data, { descriptor, required: options.required });
}

/** The input with the module's own derivations (`derive`), after the computed sums and before the checks. */
export const deriveRecord = (descriptor: ModuleDescriptor, data: Record<string, unknown>, options: { required: boolean }) =>
  derivedByRules(rulesOf(descriptor), data, { descriptor, required: options.required });
