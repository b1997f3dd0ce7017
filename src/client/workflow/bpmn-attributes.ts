import { FIELD_RIGHTS, TIMEOUT_ACTIONS, type FieldRight, type TimeoutAction } from '../../../flows/process-model.ts';

/*
 * Our `oa:` attributes as the designer's properties panel edits them (flows/README.md): read from the text bpmn-js
 * holds and written back as the flow reader expects it.
 */

export { FIELD_RIGHTS, TIMEOUT_ACTIONS, type FieldRight, type TimeoutAction };

/** The default right of a field a step does not list. */
export const DEFAULT_RIGHT: FieldRight = 'readonly';

/** `oa:fieldRights` → field → right; pairs with an unknown right are kept out (the verifier reports them). */
export function readFieldRights(text: string | undefined): Record<string, FieldRight> {
  const rights: Record<string, FieldRight> = {};
  for (const pair of (text ?? '').split(',')) {
    const [field, right] = pair.split(':').map((part) => part.trim());
    if (field && (FIELD_RIGHTS as readonly string[]).includes(right)) rights[field] = right as FieldRight;
  }
  return rights;
}

/**
 * One field's right changed in `oa:fieldRights`: read-only, the default, is left out; pairs for fields the panel
 * does not list (or does not know) stay as they were. Undefined when nothing is left, so the attribute goes away.
 */
export function withFieldRight(text: string | undefined, field: string, right: FieldRight): string | undefined {
  const pairs = (text ?? '')
    .split(',')
    .map((pair) => pair.trim())
    .filter((pair) => pair && pair.split(':')[0].trim() !== field);
  if (right !== DEFAULT_RIGHT) pairs.push(`${field}:${right}`);
  return pairs.length ? pairs.join(',') : undefined;
}

export type TimeLimitUnit = 'h' | 'wd';
export type TimeLimit = { amount: string; unit: TimeLimitUnit };

/** `oa:timeLimit` (`48h`, `3wd`) → its amount (as typed) and unit; a text that is neither → hours, amount as it is. */
export function readTimeLimit(text: string | undefined): TimeLimit {
  const match = /^\s*(\d*(?:\.\d*)?)\s*(h|wd)?\s*$/i.exec(text ?? '');
  if (!match) return { amount: text ?? '', unit: 'h' };
  return { amount: match[1], unit: (match[2]?.toLowerCase() as TimeLimitUnit | undefined) ?? 'h' };
}

/** The attribute for an amount and unit; undefined (no time limit) when the amount is empty. */
export const writeTimeLimit = ({ amount, unit }: TimeLimit): string | undefined => (amount.trim() ? `${amount.trim()}${unit}` : undefined);

/** `oa:onTimeout`, remind when absent. */
export const readTimeoutAction = (value: unknown): TimeoutAction =>
  (TIMEOUT_ACTIONS as readonly string[]).includes(String(value)) ? (value as TimeoutAction) : 'remind';

/** Comma-separated user ids (`oa:assignee` of a `users` rule) → ids. */
export const readUserIds = (text: string | undefined): number[] =>
  (text ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
