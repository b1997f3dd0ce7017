import { defineRules } from '../../module-rules.ts';

/** A task at 100 % says the day it was finished: the weekly report counts it done that week. */
export const rules = defineRules({
  onSave: (record, { required }) =>
    required && Number(record.progress) === 100 && !record.finishedOn ? [{ field: 'finishedOn', messageId: 'rules.required', values: {} }] : [],
});
