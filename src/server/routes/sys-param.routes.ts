import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { systemParam } from '../../shared/schemas/admin.schema.ts';
import { systemParamBody } from '../../shared/schemas/config.schema.ts';
import { systemParams } from '../db/schema.ts';
import { registerConfigTable } from './config-crud.ts';
import type { RouteContext } from '../lib/route-context.ts';

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
  });
};
