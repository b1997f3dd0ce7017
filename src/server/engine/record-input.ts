import { RECORD_COLUMNS, type ModuleDescriptor } from '../../modules/module.types.ts';
import type { MessageId } from '../../shared/i18n/locales.ts';
import type { ScalarField } from '../../shared/rules/field.types.ts';
import type { RuleError } from '../../shared/rules/rule.types.ts';
import { isEmpty } from '../../shared/rules/rules.ts';
import { checkRecord, deriveRecord } from './module-rules.ts';
import { badInput } from '../lib/app-error.ts';
import { applyTotals } from './record-rules.ts';
import { serverKind } from './field-kinds/index.ts';

/** What a save or an import makes of the input before it is stored: the declared fields, checked and normalised. */

const isMeta = (key: string) => (RECORD_COLUMNS as readonly string[]).includes(key);

function normalizeValue(field: ScalarField, value: unknown): unknown {
  return isEmpty(value) ? undefined : serverKind(field).input(field, value);
}

/** The input as stored: each declared field's value in its kind's form (money and numbers as numbers...: `field-kinds/`). */
export function normalize(descriptor: Pick<ModuleDescriptor, 'fields'>, input: Record<string, unknown>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of descriptor.fields) {
    const value = input[field.key];
    if (field.type === 'subTable') {
      if (Array.isArray(value) && value.length > 0)
        data[field.key] = value.map((row: Record<string, unknown>) => {
          const clean: Record<string, unknown> = {};
          for (const column of field.columns) {
            const cell = normalizeValue(column, row[column.key]);
            if (cell !== undefined) clean[column.key] = cell;
          }
          return clean;
        });
      continue;
    }
    const normalized = normalizeValue(field, value);
    if (normalized !== undefined) data[field.key] = normalized;
  }
  return data;
}

/** The declared fields of the input only: unknown keys and the engine's columns (status above all) are dropped. */
export function pickFields(descriptor: ModuleDescriptor, input: Record<string, unknown>): Record<string, unknown> {
  const known = new Set(descriptor.fields.map((field) => field.key));
  return Object.fromEntries(Object.entries(input).filter(([key]) => known.has(key) && !isMeta(key)));
}

/** Validates (spec §5 and the module's own rules) and normalises input; the errors list is empty when the data may be saved. */
export function prepareData(
  descriptor: ModuleDescriptor,
  input: Record<string, unknown>,
  options: { required: boolean },
): { data: Record<string, unknown>; errors: RuleError[] } {
  const picked = deriveRecord(descriptor, applyTotals(descriptor, pickFields(descriptor, input)), options);
  const errors = checkRecord(descriptor, picked, options);
  return { data: errors.length ? {} : normalize(descriptor, picked), errors };
}

export const firstError = (errors: RuleError[]) => badInput(errors[0].field, errors[0].messageId as MessageId, errors[0].values);
