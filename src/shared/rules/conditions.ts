/**
 * Spec §4: a button may carry pre-check conditions on the record; when one holds, its message is shown and
 * the action stops. The client hides nothing with them: it shows the message; the server refuses the same.
 */
export type Condition =
  | { field: string; op: 'eq' | 'ne'; value: string | number | boolean }
  | { field: string; op: 'in' | 'notIn'; value: readonly (string | number)[] }
  | { field: string; op: 'empty' | 'notEmpty' };

export type PreCheck = { when: Condition; messageId: string };

export function conditionHolds(condition: Condition, record: Record<string, unknown>): boolean {
  const value = record[condition.field];
  const empty = value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
  switch (condition.op) {
    case 'eq':
      return String(value) === String(condition.value);
    case 'ne':
      return String(value) !== String(condition.value);
    case 'in':
      return condition.value.map(String).includes(String(value));
    case 'notIn':
      return !condition.value.map(String).includes(String(value));
    case 'empty':
      return empty;
    case 'notEmpty':
      return !empty;
  }
}

/** The message of the first pre-check that holds, or null when the action may go on. */
export function firstFailedCheck(checks: readonly PreCheck[] | undefined, record: Record<string, unknown>): string | null {
  return checks?.find((check) => conditionHolds(check.when, record))?.messageId ?? null;
}
