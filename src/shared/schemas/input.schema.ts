import { z } from 'zod';
import { daysBetween, ID_MAX, isDate, type CodeRule, type IdSize } from '../rules/rules.ts';

/**
 * What every call's ids, dates and pages look like. Routes take them from here, so an id beyond its column,
 * a day the calendar does not have or a page far past any list is refused with 1001 naming the field, the same
 * way everywhere, before anything reaches the database.
 */

const bodyId = (size: IdSize) => z.number({ message: 'rules.id' }).int('rules.id').min(1, 'rules.id').max(ID_MAX[size], 'rules.id');
const digits = z.string({ message: 'rules.id' }).regex(/^[1-9]\d{0,15}$/, 'rules.id');

/** The id of a `serial` row (users, offices, roles, configuration...) as a JSON body carries it. */
export const id = bodyId('int');
/** The id of a `bigserial` row (records, process instances and tasks) as a JSON body carries it. */
export const bigId = bodyId('bigint');
/** An id in a path or query string: decimal digits only (`0x10` and `1e3` are not read as 16 and 1000). */
export const idParam = digits.transform(Number).pipe(id);
export const bigIdParam = digits.transform(Number).pipe(bigId);
/** A bigserial id in a body that a client may send as a number or as digits. */
export const looseBigId = z.union([bigId, bigIdParam], { message: 'rules.id' });

/** The version a user edited (an integer column): what optimistic locking compares. */
export const rowVersion = z.number().int().min(1).max(ID_MAX.int);

/** yyyy-mm-dd naming a real day: 2024-02-30 and 0000-00-00 are refused, not handed to PostgreSQL. */
export const isoDate = z
  .string({ message: 'rules.date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'rules.date')
  .refine(isDate, 'rules.date');

/**
 * A check of a date range for `superRefine`: the end not before the start and, where the server walks the range
 * day by day, at most `maxDays` days long (1001 on the end's field, `errors.rangeTooLong` with the limit).
 */
export function dateRange<From extends string, To extends string>(from: From, to: To, maxDays?: number) {
  return (value: Partial<Record<From | To, string>>, context: z.RefinementCtx) => {
    const [start, end] = [value[from], value[to]];
    if (!start || !end) return;
    const days = daysBetween(start, end) + 1;
    if (days < 1) context.addIssue({ code: 'custom', message: 'errors.dateRange', path: [to], input: end });
    // A too_big issue carries the limit as `maximum`, which the answer's message shows.
    else if (maxDays !== undefined && days > maxDays)
      context.addIssue({ code: 'too_big', origin: 'number', maximum: maxDays, inclusive: true, message: 'errors.rangeTooLong', path: [to], input: end });
  };
}

/** A page number; no list has a millionth page, and larger offsets only make PostgreSQL skip rows it then drops. */
export const pageIndex = z.coerce.number().int().min(1).max(1_000_000).default(1);
/** A page size up to `max` (spec §9 options, larger for pickers and exports by page). */
export const pageLimit = (max: number, fallback = 10) => z.coerce.number().int().min(1).max(max).default(fallback);

/** A text the user must fill in: trimmed, not empty, at most `max` characters. */
export const requiredText = (max: number) => z.string().trim().min(1, 'rules.required').max(max, 'rules.maxLength');
/** A code naming an entry (a role, a menu, a dictionary...), by its rule in `CODES` (src/shared/rules/rules.ts). */
export const codeText = ({ max, pattern }: CodeRule) => requiredText(max).regex(pattern, 'rules.alnumUnderscore');
/** An entry's place among its siblings. */
export const sortOrder = z.number().int().min(0).max(99999).default(0);

/**
 * A row's name in English and Spanish beside its own (Chinese) name; left empty, those readers see the Chinese one.
 * Other languages run longer than Chinese, hence the larger limit.
 */
export const otherNames = (nameMax: number) => ({
  nameEn: z
    .string()
    .trim()
    .max(nameMax * 4, 'rules.maxLength')
    .optional(),
  nameEs: z
    .string()
    .trim()
    .max(nameMax * 4, 'rules.maxLength')
    .optional(),
});

/** What an administered row of a simple table or tree has: a code of its pattern, a name (in each language), a sort order and a switch (on unless said). */
export const codedRow = (code: CodeRule, nameMax: number) => ({
  code: codeText(code),
  name: requiredText(nameMax),
  ...otherNames(nameMax),
  sort: sortOrder,
  enabled: z.boolean().default(true),
});
