import { addDays, dayNumberOrNull, lastDayOfPeriod, wholeMonthsBetween } from './iso-days.ts';

/**
 * HR rules both sides check: the resident identity card number and the probation a labour contract may set. Each
 * answers message ids with their values (the catalogues' `hr.*`), never texts.
 */

export type HrProblem = { messageId: string; values?: Record<string, string | number> };

// ——— Resident identity card (GB 11643-1999) ———

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

export type IdCard =
  | { ok: true; region: string; birthDate: string; /** dictionary `sex`: '0' male, '1' female (spec §9) */ sex: '0' | '1' }
  | { ok: false; messageId: 'hr.idCardFormat' | 'hr.idCardBirthDate' | 'hr.idCardCheckDigit' };

/**
 * An 18-character number: a six-digit region (not starting 0), the birth date YYYYMMDD, a three-digit sequence whose
 * last digit is odd for a man and even for a woman, and the check character: the 17 digits weighted 7 9 10 5 8 4 2 1
 * 6 3 7 9 10 5 8 4 2, summed, mod 11, mapped through "10X98765432". A lower-case x is read as X. With `today`, a birth
 * date after it is refused too. The form rule `idcard` (rules/rules.ts) is this check.
 */
export function parseIdCard(text: string, today?: string): IdCard {
  const value = text.toUpperCase();
  if (!/^[1-9]\d{16}[\dX]$/.test(value)) return { ok: false, messageId: 'hr.idCardFormat' };
  const birthDate = `${value.slice(6, 10)}-${value.slice(10, 12)}-${value.slice(12, 14)}`;
  if (dayNumberOrNull(birthDate) === null || (today !== undefined && birthDate > today)) return { ok: false, messageId: 'hr.idCardBirthDate' };
  let sum = 0;
  for (let index = 0; index < 17; index++) sum += ID_WEIGHTS[index] * Number(value[index]);
  if (ID_CHECK[sum % 11] !== value[17]) return { ok: false, messageId: 'hr.idCardCheckDigit' };
  return { ok: true, region: value.slice(0, 6), birthDate, sex: Number(value[16]) % 2 === 1 ? '0' : '1' };
}

// ——— Probation (Labour Contract Law §19) ———

/** Dictionary `contractType` (spec §9): 103 labour, 104 service, 105 supplementary agreement. */
export type ContractType = '103' | '104' | '105';
/** Dictionary `contractTerm` (spec §9): 106 fixed term, 107 open-ended, 108 until a task is done. */
export type ContractTerm = '106' | '107' | '108';

/** The last day of a probation of `months` from the contract's first day; the employee is regular (转正) the day after. */
export const probationLastDay = (start: string, months: number): string => lastDayOfPeriod(start, months);

/** A fixed term's length in whole months, from its first day to its last inclusive (1 Jan – 31 Dec is 12). */
export const contractMonths = (start: string, end: string): number => wholeMonthsBetween(start, addDays(end, 1));

/**
 * The longest probation, in months: a fixed term under 3 months and a task-based contract none; 3 months to under a
 * year 1; a year to under 3 years 2; 3 years or more, and open-ended, 6.
 */
export function probationLimitMonths(contract: { term: ContractTerm; termMonths?: number }): 0 | 1 | 2 | 6 {
  if (contract.term === '107') return 6;
  if (contract.term === '108') return 0;
  const months = contract.termMonths ?? 0;
  if (months < 3) return 0;
  if (months < 12) return 1;
  if (months < 36) return 2;
  return 6;
}

export type ProbationInput = {
  contractType: ContractType;
  term: ContractTerm;
  /** First day of the contract; probation starts with it. */
  start: string;
  /** Last day of a fixed term. */
  end?: string;
  /** Probation in whole months, or by its last day. */
  probationMonths?: number;
  probationEnd?: string;
  /** The employee already had a probation with this employer (an earlier contract, a renewal). */
  hadProbation?: boolean;
};

/**
 * What is wrong with a contract's probation, nothing when it is lawful. Only a labour contract sets one (a service
 * contract is not under the Labour Contract Law; a supplementary agreement may not add one); only once per employee
 * with the same employer; never longer than `probationLimitMonths`, to the day when given by its last day.
 */
export function checkProbation(input: ProbationInput): HrProblem[] {
  const fixed = input.term === '106';
  if (fixed && (!input.end || dayNumberOrNull(input.end) === null || input.end < input.start)) return [{ messageId: 'hr.contractEndMissing' }];
  const hasProbation = input.probationEnd !== undefined ? input.probationEnd >= input.start : (input.probationMonths ?? 0) > 0;
  if (!hasProbation) return [];
  if (input.contractType !== '103') return [{ messageId: 'hr.probationLabourOnly' }];
  if (input.hadProbation) return [{ messageId: 'hr.probationOnce' }];
  const max = probationLimitMonths({ term: input.term, termMonths: fixed ? contractMonths(input.start, input.end!) : undefined });
  if (max === 0) return [{ messageId: 'hr.probationNotAllowed' }];
  const tooLong = input.probationEnd !== undefined ? input.probationEnd > lastDayOfPeriod(input.start, max) : (input.probationMonths ?? 0) > max;
  return tooLong ? [{ messageId: 'hr.probationTooLong', values: { max } }] : [];
}
