import { OPINION_FILE_FIELD } from '../shared/approval-actions.ts';
import type { FieldDef } from '../shared/rules/field.types.ts';
import type { DeclaredField, DeclaredScalarField, DeclaredTable } from './module.types.ts';
import type { StatusName } from './status-names.ts';
import { r } from '../shared/rules/rules.ts';

/** Upload limits shared by many modules (spec §5 Uploads: per-field type, size and count). */
export const DOCUMENT_TYPES = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'jpg', 'jpeg', 'png', 'zip', 'rar'] as const;
export const IMAGE_TYPES = ['png', 'jpg', 'jpeg'] as const;

export const attachments = (key = 'attachments', maxCount = 10): DeclaredField => ({
  key,
  type: 'file',
  accept: DOCUMENT_TYPES,
  maxSizeKb: 20 * 1024,
  maxCount,
  span: 24,
});
/** An approval opinion's attachments (`POST /ge/upload` with field `__opinion`): the documents an attachments field takes. */
export const OPINION_ATTACHMENTS = {
  key: OPINION_FILE_FIELD,
  type: 'file',
  accept: DOCUMENT_TYPES,
  maxSizeKb: 20 * 1024,
  maxCount: 10,
} as const satisfies FieldDef;
export const scans = (key: string, maxCount = 5): DeclaredField => ({ key, type: 'image', accept: IMAGE_TYPES, maxSizeKb: 2 * 1024, maxCount, span: 24 });
export const remark = (key = 'remark'): DeclaredField => ({ key, type: 'textarea', rules: [{ rule: 'maxLength', n: 500 }], span: 24 });

/**
 * The text a record is known by (a document's title, a customer's or a person's name, a standard's number): required,
 * searched, and the list's first column, pinned on the left.
 */
export const titleField = ({ key = 'title', maxLength = 100, width = 220 } = {}): DeclaredField => ({
  key,
  type: 'text',
  rules: [r.required, r.maxLength(maxLength)],
  column: { width, fixed: 'left' },
  search: true,
});
/** An amount of money: the list shows it right-aligned and sorts by it. */
export const moneyField = (key = 'amount', { required = true } = {}): DeclaredField => ({
  key,
  type: 'money',
  rules: required ? [r.required, r.money] : [r.money],
  column: { width: 130, align: 'right', sortable: true },
});
/** A date: the list shows it centred and sorts by it. */
export const dateField = (key: string, { required = false } = {}): DeclaredField => ({
  key,
  type: 'date',
  ...(required ? { rules: [r.required] } : {}),
  column: { width: 120, align: 'center', sortable: true },
});

/** A bank account number (spec §5: digits only, at most 30). */
export const bankAccountField = (key: string, { required = false } = {}): DeclaredField => ({
  key,
  type: 'text',
  rules: required ? [r.required, r.maxNumber(30), r.number] : [r.maxNumber(30), r.number],
});

/** A detail table across the whole form, of at most 50 rows unless told. */
export const detailTable = (
  key: string,
  columns: readonly DeclaredScalarField[],
  options: Omit<DeclaredTable, 'key' | 'type' | 'columns'> = {},
): DeclaredTable => ({
  key,
  type: 'subTable',
  maxRows: 50,
  span: 24,
  columns,
  ...options,
});

/**
 * Generic statuses (spec §4) of a signed document still in force: signed or changed, being voided (until the void is approved),
 * sealed or archived, or on the way there. A document being changed is not: what is filed against it waits for the
 * approved version.
 */
export const IN_FORCE = [
  'signed',
  'changed',
  'voiding',
  'sealing',
  'sealed',
  'archiving',
  'archived',
  'unsealed',
  'sealDraft',
  'sealRejected',
  'sealWithdrawn',
  'archiveDraft',
  'archiveRejected',
  'archiveWithdrawn',
  'voidRejected',
  'voidWithdrawn',
] as const satisfies readonly StatusName[];

/**
 * A leave's period (descriptor `leave`): its first and last day, with the half day (morning or afternoon) for a
 * day-unit holiday type or the time for an hourly one.
 */
export const leavePeriodFields = (unit?: { typeField: string; hourTypes: readonly string[] }): DeclaredField[] => {
  // With the holiday type's field, half days show for a type counted in days, times for one counted in hours.
  const inHours = unit && ({ field: unit.typeField, op: 'in', value: unit.hourTypes } as const);
  const inDays = unit && ({ field: unit.typeField, op: 'notIn', value: unit.hourTypes } as const);
  const half = (key: string): DeclaredField => ({
    key,
    type: 'radio',
    options: { values: ['am', 'pm'] },
    column: { width: 90, align: 'center' },
    ...(inDays && { visible: { when: inDays } }),
  });
  const time = (key: string): DeclaredField => ({ key, type: 'time', column: { width: 90, align: 'center' }, ...(inHours && { visible: { when: inHours } }) });
  return [
    dateField('startDate', { required: true }),
    half('startHalf'),
    time('startTime'),
    dateField('endDate', { required: true }),
    half('endHalf'),
    time('endTime'),
  ];
};

/** The period fields of `leavePeriodFields`, as the capability `leave` names them. */
export const LEAVE_PERIOD = {
  from: { date: 'startDate', half: 'startHalf', time: 'startTime' },
  to: { date: 'endDate', half: 'endHalf', time: 'endTime' },
} as const;
