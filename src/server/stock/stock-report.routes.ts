import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STOCK_REPORT_KINDS, stockReportMenuCode } from '../../shared/stock-reports.ts';
import type { RouteContext } from '../lib/route-context.ts';
import { translate } from '../lib/translate.ts';
import { STOCK_CATALOGUE, stockReport, stockReportQuery, stockReportWorkbook } from './stock-reports.ts';

/**
 * The stock reports (src/server/stock/README.md): `POST /prod-api/stock/report/:kind` for the table and chart,
 * `/export` for the same as Excel; permission `<catalogue stockReports.permission>:list` and `:export`.
 */
export const stockReportRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  if (!STOCK_CATALOGUE) return;
  const tags = ['stock'];
  const params = z.object({ kind: z.enum(STOCK_REPORT_KINDS) });
  const { permission } = STOCK_CATALOGUE.capabilities.stockReports!;

  app.post('/stock/report/:kind', { config: { permission: `${permission}:list` }, schema: { tags, params, body: stockReportQuery } }, async (request, reply) =>
    reply.ok(await stockReport(db, request.auth!, request.params.kind, request.body, request.locale)),
  );

  app.post(
    '/stock/report/:kind/export',
    { config: { permission: `${permission}:export` }, schema: { tags, params, body: stockReportQuery } },
    async (request, reply) => {
      const { kind } = request.params;
      const answer = await stockReport(db, request.auth!, kind, request.body, request.locale);
      const name = `${translate(request.locale, `menu.${stockReportMenuCode(kind)}`)}-${new Date().toISOString().slice(0, 10)}.xlsx`;
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
        .send(await stockReportWorkbook(kind, answer));
    },
  );
};
