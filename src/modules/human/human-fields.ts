import { r } from '../../shared/rules/rules.ts';
import { dateField } from '../common-fields.ts';
import type { DeclaredField } from '../module.types.ts';

/** The employee an HR document is about: their archive, picked by name. */
export const employeePick = (): DeclaredField => ({
  key: 'employee',
  type: 'recordPick',
  target: { module: 'archives' },
  rules: [r.required],
  column: { width: 110, fixed: 'left' },
});

/**
 * When a move of an employee (`reassign`) takes effect: the date asked for (`fromDate`), why, and the date the server
 * records it took effect on (`effectiveOn`, kept by the server).
 */
export const effectiveFrom = (reason = 'reason'): DeclaredField[] => [
  dateField('fromDate', { required: true }),
  { key: reason, type: 'textarea', rules: [r.required, r.maxLength(500)], span: 24 },
  { key: 'effectiveOn', type: 'date', editable: { statuses: [] }, column: { width: 110, align: 'center' } },
];
