import type { ErrorCode } from '../../shared/error-codes.ts';
import type { Locale, MessageId } from '../../shared/i18n/locales.ts';
import type { MessageValues } from '../../shared/money-format.ts';

/**
 * A refusal the user should read: a spec status code, and optionally a more precise message
 * (with its values) and the field it concerns. The error handler turns it into the envelope.
 * It is an answer, not a fault, so it carries no stack trace: capturing one costs more than the rest of the
 * refusal, and a list computes a refusal for each row it may not edit or delete.
 */
export class AppError extends Error {
  /** Values as each language has them (a flow step's name in it), read over `values` for a reader of that language. */
  valuesIn?: Partial<Record<Locale, Record<string, string>>>;

  constructor(
    readonly code: ErrorCode,
    readonly messageId?: MessageId,
    readonly values: MessageValues = {},
    readonly field?: string,
  ) {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(messageId ?? `errors.${code}`);
    Error.stackTraceLimit = limit;
  }
}

export const badInput = (field: string, messageId: MessageId, values: MessageValues = {}) => new AppError(1001, messageId, values, field);
