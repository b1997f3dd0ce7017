import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { systemParam } from '../../shared/schemas/admin.schema.ts';
import { systemParamBody } from '../../shared/schemas/config.schema.ts';
import { systemParams } from '../db/schema.ts';
import { registerConfigTable } from '../lib/config-crud.ts';
import type { RouteContext } from '../lib/route-context.ts';
import { translate } from '../lib/translate.ts';
import type { Locale } from '../../shared/i18n/languages.ts';

/**
 * A parameter the code declares shows its name and description from the catalogue in the reader's language, as long
 * as an administrator has not rewritten them (then the text as typed).
 */
function declaredText(row: Record<string, unknown>, part: 'name' | 'description', locale: Locale) {
  const id = `sysParam.${String(row.code)}.${part}`;
  return row[part] === translate('zh', id) ? translate(locale, id) : row[part];
}

/** System parameters (spec §1 system configuration), read by flow conditions as `params`. */
export const sysParamRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  registerConfigTable(app, db, {
    path: '/sysParam',
    tag: 'config',
    table: systemParams,
    id: systemParams.id,
    permission: 'sysParam',
    body: systemParamBody,
    row: systemParam,
    orderBy: [asc(systemParams.category), asc(systemParams.code)],
    unique: { column: systemParams.code, field: 'code' },
    prepare: (body) => ({ ...body, updatedAt: new Date() }),
    shown: (row, locale) => ({ ...row, name: declaredText(row, 'name', locale), description: declaredText(row, 'description', locale) }),
  });
};
