import { defineRules } from '../../module-rules.ts';

const isEmpty = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/** A use request taking the seal out says when it comes back: the planned return date is then required. */
export const rules = defineRules({
  onSave: (record, { required }) =>
    required && record.takeOut === 'yes' && isEmpty(record.plannedReturnDate) ? [{ field: 'plannedReturnDate', messageId: 'rules.required', values: {} }] : [],
});
