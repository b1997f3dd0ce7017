import { defineRules } from '../../module-rules.ts';

const isEmpty = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/**
 * A stock acceptance's own rule: a line that sends units back says why. While a line rejects any unit (`rejected`
 * above 0), its `rejectReason` is required on a complete save (the supplier is told why its delivery came back); a
 * staged draft may leave it for later.
 */
export const rules = defineRules({
  onSave: (record, { required }) => {
    if (!required || !Array.isArray(record.lines)) return [];
    return (record.lines as readonly Record<string, unknown>[]).flatMap((line, index) =>
      Number(line.rejected ?? 0) > 0 && isEmpty(line.rejectReason) ? [{ field: `lines.${index}.rejectReason`, messageId: 'rules.required', values: {} }] : [],
    );
  },
});
