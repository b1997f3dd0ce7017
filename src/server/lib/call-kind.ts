import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET that changes data (the spec names a few, e.g. /logout, /processAudit/readNotify): guarded like a POST. */
    changesData?: true;
    /** A read the operation log records all the same (who looked at a salary sheet, exported it, opened a payslip). */
    logged?: true;
  }
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Queries sent as POST (list pages, exports, trees, verification, simulation, several approval histories) change nothing. */
const READ_ONLY_POST = /\/(page|export|findByPage|dataTree|verify|simulate|processHisInfos)$/;

/** The route a request matched (its pattern, e.g. `/prod-api/m/:module`), or its path when none matched. */
export const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? request.url.split('?')[0];

/** Whether a call may change data: a mutating method on a route that is not a query sent as POST, or a GET marked so. */
export const changesData = (request: FastifyRequest) =>
  request.routeOptions.config?.changesData === true || (MUTATING.has(request.method) && !READ_ONLY_POST.test(routeOf(request)));
