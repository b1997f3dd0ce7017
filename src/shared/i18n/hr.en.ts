import type { HrMessageId } from './hr.zh.ts';

/** HR and attendance rules' texts in English; the same keys as hr.zh.ts. */
export const hrEn: Record<HrMessageId, string> = {
  'hr.idCardFormat': 'An ID card number has 18 characters: 17 digits and a digit or X',
  'hr.idCardBirthDate': 'The birth date in the ID card number is not valid',
  'hr.idCardCheckDigit': 'The check character of the ID card number is wrong',
  'hr.contractEndMissing': 'A fixed-term contract needs a valid end date',
  'hr.probationNotAllowed': 'A term under three months, or a contract until a task is done, may set no probation',
  'hr.probationTooLong': 'Probation longer than the law allows: this term allows {max} months at most',
  'hr.probationOnce': 'An employer may set probation only once with the same employee',
  'hr.probationLabourOnly': 'Only a labour contract may set probation',
  'hr.toilOnStatutoryHoliday': 'Overtime on a statutory holiday is paid at 300% and cannot be taken as time off',
  'hr.toilOnlyOnRestDays': 'Overtime on a working day is paid at 150% and cannot be taken as time off',
  'hr.leaveBalanceShort': 'Not enough leave left: {balance} remaining, {requested} requested',
  'hr.leaveEmpty': 'The period holds no leave to count',
  'hr.leaveEndBeforeStart': 'A leave cannot end before it starts',
  'hr.leaveProofRequired': 'This leave needs proof (a medical certificate, a marriage certificate…): attach it',
  'hr.leaveCancelOutside': 'The period cancelled must lie within the period of the leave picked',
  'hr.leaveCancelTooMuch': 'More cancelled than the leave has left: {left} left, {requested} cancelled',
  'hr.leaveCancelNotOwn': 'Only your own signed leave can be cancelled',
  'hr.periodEndBeforeStart': 'The period cannot end before it starts',
  'hr.periodEmpty': 'The period is empty: it must end after it starts',
  'hr.overtimePart': '{day} ({dayKind, select, workday {working day} restday {rest day} other {statutory holiday}}): {hours} h at {rate}%',
  'hr.overtimeTimeOff': 'Credited as time off in lieu once signed: {hours} h',
  'hr.leaveTypeUnknown': 'Unknown holiday type',
  'hr.archiveExists': 'This user already has an employee archive ({serialNo}); an account has one archive only',
  'hr.leaveBalanceLeft': 'Left: {unit, select, hour {{amount, plural, one {# hour} other {# hours}}} other {{amount, plural, one {# day} other {# days}}}}',
};
