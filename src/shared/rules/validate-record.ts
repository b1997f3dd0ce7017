import { hundredths, moneyText, sumMoney } from './totals.ts';
import type { AtMost, ScalarField, SubTableField, ValidatedShape } from './field.types.ts';
import { sharedKind } from './field-kinds/index.ts';
import type { RuleError } from './rule.types.ts';
import { checkRule, isEmpty, PRESENCE_RULES } from './rules.ts';
import { money } from '../money-format.ts';

export { optionValues } from './field-kinds/index.ts';

/**
 * `required`: presence rules apply (a save may leave fields empty, a submission may not). `dictionariesOnServer`: a
 * dictionary's value is left to the server, which reads the dictionary an administrator extends (the client's
 * controls offer only what the server listed).
 */
export type ValidateOptions = { required: boolean; dictionariesOnServer?: boolean };

function checkField(field: ScalarField, value: unknown, path: string, options: ValidateOptions): RuleError | null {
  const kind = sharedKind(field);
  for (const rule of [...(field.rules ?? []), ...(kind.implied?.(field) ?? [])]) {
    if (!options.required && PRESENCE_RULES.has(rule.rule)) continue;
    if (Array.isArray(value) && !PRESENCE_RULES.has(rule.rule)) continue;
    const failed = checkRule(rule, value);
    if (failed) return { field: path, messageId: failed.messageId, values: failed.values ?? {} };
  }
  if (isEmpty(value)) return null;
  if (options.dictionariesOnServer && 'options' in field && 'dict' in field.options && !field.options.loaded) return null;
  // The value's shape for its kind: an allowed option, ids of picks, references of stored files, a time of day...
  const shapeError = kind.shape(field, value);
  return shapeError ? { field: path, messageId: shapeError.messageId, values: shapeError.values ?? {} } : null;
}

/**
 * Validates a record against its descriptor (spec §5): every declared and implied rule, presence rules only
 * when `required` is on (off while staging a draft). One error per field, sub-table cells as `table.row.column`.
 */
export function validateRecord(descriptor: ValidatedShape, data: Record<string, unknown>, options: ValidateOptions): RuleError[] {
  const errors: RuleError[] = [];
  for (const field of descriptor.fields) {
    const value = data[field.key];
    if (field.type !== 'subTable') {
      const error = checkField(field, value, field.key, options) ?? sharedKind(field).related?.(field, data) ?? null;
      if (error) errors.push(error);
      continue;
    }
    const presence = (field.rules ?? []).find((rule) => PRESENCE_RULES.has(rule.rule));
    if (options.required && presence && isEmpty(value)) {
      errors.push({ field: field.key, messageId: 'rules.required', values: {} });
      continue;
    }
    if (isEmpty(value)) continue;
    if (!Array.isArray(value) || value.some((row) => typeof row !== 'object' || row === null || Array.isArray(row))) {
      errors.push({ field: field.key, messageId: 'errors.1001', values: {} });
      continue;
    }
    if (field.maxRows !== undefined && value.length > field.maxRows) {
      errors.push({ field: field.key, messageId: 'engine.tooManyRows', values: { n: field.maxRows } });
      continue;
    }
    const before = errors.length;
    value.forEach((row: Record<string, unknown>, index) => {
      for (const column of field.columns) {
        const error = checkField(column, row[column.key], `${field.key}.${index}.${column.key}`, options);
        if (error) errors.push(error);
      }
    });
    if (errors.length === before) {
      const error = columnTotalError(field, value, data);
      if (error) errors.push(error);
    }
  }
  for (const field of descriptor.fields) {
    const error = field.atMost?.severity !== 'warning' && errors.every((known) => known.field !== field.key) && atMostError(field.key, field.atMost, data);
    if (error) errors.push(error);
  }
  return errors;
}

/**
 * Compared in hundredths, exactly: 33.33 + 33.33 + 33.34 is 100, and a fee split adds up to the cost's amount to the
 * cent. Against a field that holds no money figure yet (a draft being staged) there is nothing to compare.
 */
function columnTotalError(field: SubTableField, rows: Record<string, unknown>[], data: Record<string, unknown>): RuleError | null {
  const rule = field.columnTotal;
  if (!rule) return null;
  const sum = sumMoney(rows.map((row) => row[rule.column] ?? '0'));
  const target = rule.equalsField === undefined ? hundredths(rule.equals.toFixed(2)) : moneyOf(data[rule.equalsField]);
  if (sum === null || target === null || hundredths(sum) === target) return null;
  // A fixed total is a figure such as 100 (%); a total read from a money field is money, and so is the sum then.
  const values = rule.equalsField === undefined ? { total: rule.equals, sum } : { total: money(moneyText(target)), sum: money(sum) };
  return { field: field.key, messageId: 'engine.columnTotal', values };
}

const moneyOf = (value: unknown) => (isEmpty(value) ? null : hundredths(String(value)));

/** `atMost`: value × 100 ≤ other × percent, in hundredths (exact); the limit is shown rounded down to the cent. */
function atMostError(key: string, rule: AtMost | undefined, data: Record<string, unknown>): RuleError | null {
  if (!rule) return null;
  const value = moneyOf(data[key]);
  const of = moneyOf(data[rule.field]);
  const percent = hundredths(String(rule.percent));
  if (value === null || of === null || percent === null || value * 10_000n <= of * percent) return null;
  return { field: key, messageId: 'engine.atMost', values: { percent: rule.percent, limit: money(moneyText((of * percent) / 10_000n)) } };
}

/**
 * The warnings of a record (rules of severity `warning`): shown under their fields by the form and sent back with a
 * save's answer, never refusing it. Fields that fail a rule of their own are left to that error.
 */
export function recordWarnings(descriptor: ValidatedShape, data: Record<string, unknown>): RuleError[] {
  const warnings: RuleError[] = [];
  for (const field of descriptor.fields) {
    const warning = field.atMost?.severity === 'warning' && atMostError(field.key, field.atMost, data);
    if (warning) warnings.push(warning);
  }
  return warnings;
}
