/**
 * The holiday types (假期类型, src/server/attendance/README.md "Holiday types"): what each kind of leave is counted
 * in and what it allows, as leave-duration.ts reads a `LeaveType`. Fixed in code, not a register: each line follows
 * the law or the company's policy, and the leave form's select lists these codes.
 */
export type HolidayType = {
  /** Taken in days (and half days) or in hours (counted to the minute). */
  unit: 'day' | 'hour';
  /** Natural days count every day; working days only the calendar's working days. */
  counting: 'natural' | 'working';
  /** The balance may go below zero, or a leave beyond it is refused. */
  mayGoNegative: boolean;
  /** Proof is required when the leave is longer than this, in the unit (0: always). */
  proofAfter?: number;
  /** Paid leave, or unpaid (deducted from the month's pay). */
  paid: boolean;
  /** Granted once a year by years of service (annual leave, annual-leave.ts); otherwise credited by other documents or none. */
  yearly?: true;
};

export const HOLIDAY_TYPES = {
  annual: { unit: 'day', counting: 'working', mayGoNegative: false, paid: true, yearly: true },
  personal: { unit: 'day', counting: 'working', mayGoNegative: true, paid: false },
  sick: { unit: 'day', counting: 'working', mayGoNegative: true, proofAfter: 2, paid: true },
  marriage: { unit: 'day', counting: 'natural', mayGoNegative: true, proofAfter: 0, paid: true },
  maternity: { unit: 'day', counting: 'natural', mayGoNegative: true, proofAfter: 0, paid: true },
  paternity: { unit: 'day', counting: 'natural', mayGoNegative: true, proofAfter: 0, paid: true },
  bereavement: { unit: 'day', counting: 'natural', mayGoNegative: true, proofAfter: 0, paid: true },
  toil: { unit: 'hour', counting: 'working', mayGoNegative: false, paid: true },
} as const satisfies Record<string, HolidayType>;

export type HolidayTypeCode = keyof typeof HOLIDAY_TYPES;
export const HOLIDAY_TYPE_CODES = Object.keys(HOLIDAY_TYPES) as HolidayTypeCode[];
export const isHolidayType = (code: unknown): code is HolidayTypeCode => typeof code === 'string' && Object.hasOwn(HOLIDAY_TYPES, code);
