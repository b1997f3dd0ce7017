import { z } from 'zod';

/**
 * Serial-number templates: literal text with date parts `{yyyy}` `{yy}` `{mm}` `{dd}` taken from the creation
 * date, ending in `{seq:N}`, a counter zero-padded to N digits. The server numbers records with them; the
 * administration screen checks and previews them with the same rules.
 */
export const RESET_PERIODS = ['never', 'year', 'month', 'day'] as const;
export type ResetPeriod = (typeof RESET_PERIODS)[number];

const DATE_PARTS = { '{yyyy}': 'year', '{yy}': 'year', '{mm}': 'month', '{dd}': 'day' } as const satisfies Record<string, Exclude<ResetPeriod, 'never'>>;
type DatePart = keyof typeof DATE_PARTS;
const PLACEHOLDER = /\{[^{}]*\}/g;
const SEQ = /\{seq:([1-9])\}$/;
/** Letters (any script), digits and a few separators; nothing that would need escaping in a file name or URL. */
const LITERAL = /^[\p{L}\p{N}\-_/.#]*$/u;
export const MAX_TEMPLATE_LENGTH = 60;

export const serialTemplateBody = z.object({
  template: z.string().trim().min(1, 'rules.required').max(MAX_TEMPLATE_LENGTH, 'serial.tooLong'),
  reset: z.enum(RESET_PERIODS),
});
export type SerialTemplateBody = z.infer<typeof serialTemplateBody>;

/** Why a template cannot be used: a catalogue id and its values, or null when it is sound. */
export type TemplateProblem = { messageId: string; values?: Record<string, string> } | null;

const rank = (period: ResetPeriod) => RESET_PERIODS.indexOf(period);

/** The finest date part a template shows, which is the reset period the descriptors' templates imply. */
export function impliedReset(template: string): ResetPeriod {
  let finest: ResetPeriod = 'never';
  for (const [part, period] of Object.entries(DATE_PARTS)) if (template.includes(part) && rank(period) > rank(finest)) finest = period;
  return finest;
}

/**
 * A template is sound when it ends in one counter, names only known parts, and shows every date part the
 * reset period needs: a counter that restarts monthly in a template without the month would repeat numbers.
 */
export function templateProblem(template: string, reset: ResetPeriod): TemplateProblem {
  if (!SEQ.test(template)) return { messageId: 'serial.seqLast' };
  const parts = template.match(PLACEHOLDER) ?? [];
  const unknown = parts.find((part) => !(part in DATE_PARTS) && !SEQ.test(part));
  if (unknown) return { messageId: 'serial.unknownPart', values: { part: unknown } };
  if (parts.filter((part) => SEQ.test(part)).length > 1) return { messageId: 'serial.seqLast' };
  if (!LITERAL.test(template.replace(PLACEHOLDER, ''))) return { messageId: 'serial.badCharacters' };
  const needed: DatePart[][] = [];
  if (rank(reset) >= rank('year')) needed.push(['{yyyy}', '{yy}']);
  if (rank(reset) >= rank('month')) needed.push(['{mm}']);
  if (rank(reset) >= rank('day')) needed.push(['{dd}']);
  const missing = needed.find((alternatives) => !alternatives.some((part) => template.includes(part)));
  if (missing) return { messageId: 'serial.resetNeedsPart', values: { part: missing.join(' / ') } };
  return null;
}

const pad = (value: number) => String(value).padStart(2, '0');
const DATE_VALUES: Record<DatePart, (at: Date) => string> = {
  '{yyyy}': (at) => String(at.getFullYear()),
  '{yy}': (at) => String(at.getFullYear()).slice(-2),
  '{mm}': (at) => pad(at.getMonth() + 1),
  '{dd}': (at) => pad(at.getDate()),
};

/**
 * The template with the date parts of the reset period and coarser filled in: the key of the counter. Finer
 * parts stay as written, so a yearly counter runs on through the months of its year.
 */
export function counterKey(template: string, reset: ResetPeriod, at: Date): string {
  let key = template;
  for (const [part, period] of Object.entries(DATE_PARTS) as [DatePart, ResetPeriod][]) {
    if (rank(period) <= rank(reset)) key = key.replaceAll(part, DATE_VALUES[part](at));
  }
  return key;
}

/** The text before the counter with every date part filled in. */
export function numberPrefix(template: string, at: Date): string {
  return counterKey(template, 'day', at).replace(SEQ, '');
}

export function counterWidth(template: string): number {
  return Number(SEQ.exec(template)?.[1] ?? 4);
}

export const renderSerial = (template: string, at: Date, value: number) => numberPrefix(template, at) + String(value).padStart(counterWidth(template), '0');
