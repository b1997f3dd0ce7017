import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { STATUS_OK } from '../../shared/envelope.ts';
import { ERROR_CODES, type ErrorCode } from '../../shared/error-codes.ts';
import { DEFAULT_LOCALE, isLocale, LANGUAGE_COOKIE, localeFromAcceptLanguage, type Locale, type MessageId } from '../../shared/i18n/locales.ts';
import { isStatementTimeout } from '../db/database.ts';
import { AppError } from '../lib/app-error.ts';
import { translate } from '../lib/translate.ts';
import type { MessageValues } from '../../shared/money-format.ts';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
    t(id: string, values?: MessageValues): string;
  }
  interface FastifyReply {
    /** Answers `{ status: 200, msg, data }`; msg is the translated message id, if any. */
    ok(data?: unknown, messageId?: MessageId): FastifyReply;
    fail(error: AppError): FastifyReply;
  }
}

/**
 * The call envelope of spec §7 and the error catalogue of spec §8, in the user's language. A refusal carries the
 * request's id besides (`requestId`): the user's error message shows it, and the request's log line holds it.
 */
export const envelopePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.decorateRequest('t', function (this: { locale: Locale }, id: string, values?: MessageValues) {
    return translate(this.locale, id, values);
  });
  app.addHook('onRequest', async (request) => {
    const fromCookie = request.cookies[LANGUAGE_COOKIE];
    request.locale = isLocale(fromCookie) ? fromCookie : localeFromAcceptLanguage(request.headers['accept-language']);
  });

  app.decorateReply('ok', function (this: FastifyReply, data: unknown = null, messageId?: MessageId) {
    const msg = messageId ? this.request.t(messageId) : this.request.t('messages.success');
    return this.code(200).send({ status: STATUS_OK, msg, data });
  });

  app.decorateReply('fail', function (this: FastifyReply, error: AppError) {
    const { request } = this;
    const t: Translator = (id, values) => request.t(id, values);
    // A refused field of a module's document is named by its label in that module, not by its key.
    const module = (request.params as { module?: unknown } | undefined)?.module;
    const ids = (field: string) => (typeof module === 'string' ? [`modules.${module}.fields.${field.split('.')[0]}`, `fields.${field}`] : undefined);
    const msg = refusalText(t, error, (field) => fieldLabel(t, field, ids(field)), request.locale);
    return this.code(ERROR_CODES[error.code].http).send({ status: error.code, msg, data: error.field ? { field: error.field } : null, requestId: request.id });
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return reply.fail(error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
      const messageId = first.message && request.t(first.message) !== first.message ? first.message : 'errors.1001';
      return reply.fail(new AppError(1001, messageId as MessageId, { n: limitOf(first.params) }, field));
    }
    if (isStatementTimeout(error)) return reply.fail(new AppError(1001, 'errors.tooSlow'));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, too large a body, broken multipart: the caller's input.
      return reply.code(status).send({ status: 1001, msg: request.t('errors.1001'), data: { reason: error.code ?? null }, requestId: request.id });
    }
    request.log.error(error);
    return reply.code(500).send({ status: 500, msg: request.t('errors.500'), data: null, requestId: request.id });
  });
});

type Translator = (id: string, values?: MessageValues) => string;

/** The label of a field a refusal names: the first of `ids` the catalogue knows, else the field's key. */
export function fieldLabel(t: Translator, field: string, ids: readonly string[] = [`fields.${field}`]): string {
  const id = ids.find((candidate) => t(candidate) !== candidate);
  return id ? t(id) : field;
}

/** A refusal as its reader sees it: its message, after the label of the field it names (`labelOf`). */
export function refusalText(t: Translator, error: AppError, labelOf = (field: string) => fieldLabel(t, field), locale?: Locale): string {
  const localized = locale ? error.valuesIn?.[locale] : undefined;
  const message = t(error.messageId ?? ERROR_CODES[error.code].id, localized ? { ...error.values, ...localized } : error.values);
  return error.field ? t('errors.field', { field: labelOf(error.field), message }) : message;
}

function limitOf(issue: unknown): number | string {
  const value = (issue as { maximum?: unknown; minimum?: unknown } | undefined) ?? {};
  return Number(value.maximum ?? value.minimum ?? '') || '';
}

export const failWith = (code: ErrorCode, messageId?: MessageId) => new AppError(code, messageId);
