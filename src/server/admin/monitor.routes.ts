import os from 'node:os';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { selectRows } from '../db/database.ts';
import { pageOf, pagingQuery } from '../lib/paging.ts';
import { loginAttempts, offices, operationLogs, sessions, users } from '../db/schema.ts';
import { loginLog, onlineSession, operationLog, serverHealth, tableInfo } from '../../shared/schemas/admin.schema.ts';
import { answer, nothing, paged } from '../../shared/schemas/answer.schema.ts';
import type { RouteContext } from '../lib/route-context.ts';

/** System monitoring: who is signed in (and force sign-out), and the operation log. */
export const monitorRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  /** Signed-in sessions, most recently active first, a page at a time like every other list. */
  app.get(
    '/monitor/online',
    { config: { permission: 'online:list' }, schema: { tags: ['monitor'], querystring: pagingQuery, response: { 200: answer(paged(onlineSession)) } } },
    async (request, reply) => {
      const live = gt(sessions.expiresAt, sql`now()`);
      const page = await pageOf(
        db,
        request.query,
        (limit, offset) =>
          db
            .select({
              sid: sessions.id,
              userId: users.id,
              loginName: users.loginName,
              name: users.name,
              officeName: offices.name,
              ip: sessions.ip,
              userAgent: sessions.userAgent,
              createdAt: sessions.createdAt,
              lastSeenAt: sessions.lastSeenAt,
            })
            .from(sessions)
            .innerJoin(users, eq(users.id, sessions.userId))
            .leftJoin(offices, eq(offices.id, users.officeId))
            .where(live)
            .orderBy(desc(sessions.lastSeenAt), sessions.id)
            .limit(limit)
            .offset(offset),
        sessions,
        live,
      );
      return reply.ok(page);
    },
  );

  /** Server health: CPU, memory, uptime of this instance; size and connections of the database. */
  app.get(
    '/monitor/server',
    { config: { permission: 'monitor:list' }, schema: { tags: ['monitor'], response: { 200: answer(serverHealth) } } },
    async (_request, reply) => {
      const [database] = await selectRows<{ size: number; connections: number; version: string }>(
        db,
        sql`select pg_database_size(current_database())::float8 as size,
        (select count(*)::int from pg_stat_activity where datname = current_database()) as connections,
        version() as version`,
      );
      const memory = process.memoryUsage();
      return reply.ok({
        host: {
          hostname: os.hostname(),
          platform: `${os.type()} ${os.release()}`,
          cpus: os.cpus().length,
          load: os.loadavg(),
          totalMemory: os.totalmem(),
          freeMemory: os.freemem(),
          uptime: os.uptime(),
        },
        process: {
          pid: process.pid,
          node: process.version,
          uptime: process.uptime(),
          rss: memory.rss,
          heapUsed: memory.heapUsed,
          heapTotal: memory.heapTotal,
          cpu: process.cpuUsage(),
        },
        database,
      });
    },
  );

  /** The sign-in log: every attempt with its account, address, result and reason. */
  app.get(
    '/monitor/logins',
    {
      config: { permission: 'monitor:list' },
      schema: {
        tags: ['monitor'],
        querystring: pagingQuery.extend({ loginName: z.string().trim().max(60).optional(), success: z.enum(['0', '1']).optional() }),
        response: { 200: answer(paged(loginLog)) },
      },
    },
    async (request, reply) => {
      const { loginName, success } = request.query;
      const where = and(
        loginName ? eq(loginAttempts.loginName, loginName.toLowerCase()) : undefined,
        success ? eq(loginAttempts.success, success === '1') : undefined,
      );
      const page = await pageOf(
        db,
        request.query,
        (limit, offset) => db.select().from(loginAttempts).where(where).orderBy(desc(loginAttempts.at), desc(loginAttempts.id)).limit(limit).offset(offset),
        loginAttempts,
        where,
      );
      return reply.ok(page);
    },
  );

  /** Table info: the database's tables with their columns, sizes and estimated row counts. */
  app.get(
    '/monitor/tables',
    { config: { permission: 'tableInfo:list' }, schema: { tags: ['monitor'], response: { 200: answer(z.array(tableInfo)) } } },
    async (_request, reply) => {
      const columns = await selectRows<{ table_name: string; column_name: string; data_type: string; is_nullable: string; column_default: string | null }>(
        db,
        sql`select table_name, column_name, data_type, is_nullable, column_default from information_schema.columns
        where table_schema = 'public' order by table_name, ordinal_position`,
      );
      const sizes = await selectRows<{ table_name: string; rows: number; bytes: number }>(
        db,
        sql`select c.relname as table_name, greatest(c.reltuples, 0)::float8 as rows, pg_total_relation_size(c.oid)::float8 as bytes
        from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r'`,
      );
      const tables = [...new Set(columns.map((column) => column.table_name))].map((name) => ({
        name,
        rows: sizes.find((size) => size.table_name === name)?.rows ?? 0,
        bytes: sizes.find((size) => size.table_name === name)?.bytes ?? 0,
        columns: columns
          .filter((column) => column.table_name === name)
          .map((column) => ({ name: column.column_name, type: column.data_type, nullable: column.is_nullable === 'YES', default: column.column_default })),
      }));
      return reply.ok(tables);
    },
  );

  app.delete(
    '/monitor/online/:sid',
    { config: { permission: 'online:forceLogout' }, schema: { tags: ['monitor'], params: z.object({ sid: z.uuid() }), response: { 200: answer(nothing) } } },
    async (request, reply) => {
      await db.delete(sessions).where(eq(sessions.id, request.params.sid));
      return reply.ok(null);
    },
  );

  /** The operation log: every mutating call with who, what, when and result. */
  app.get(
    '/monitor/operations',
    {
      config: { permission: 'monitor:list' },
      schema: {
        tags: ['monitor'],
        querystring: pagingQuery.extend({ loginName: z.string().trim().max(60).optional() }),
        response: { 200: answer(paged(operationLog)) },
      },
    },
    async (request, reply) => {
      const where = request.query.loginName ? eq(operationLogs.loginName, request.query.loginName) : undefined;
      const page = await pageOf(
        db,
        request.query,
        (limit, offset) => db.select().from(operationLogs).where(where).orderBy(desc(operationLogs.id)).limit(limit).offset(offset),
        operationLogs,
        where,
      );
      return reply.ok(page);
    },
  );
};
