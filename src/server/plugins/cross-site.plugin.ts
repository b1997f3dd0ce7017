import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { OWN_PAGE_HEADER, REP_TOKEN_HEADER } from '../../shared/envelope.ts';
import { AppError } from '../lib/app-error.ts';
import { changesData } from '../lib/call-kind.ts';

/** Fetch Metadata values of a request the product's own pages (or the user, typing an address) made. */
const OWN_SITE = new Set(['same-origin', 'none']);

/** Whether a browser says the request comes from another site: Fetch Metadata, else Origin, else Referer. */
function fromAnotherSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return !OWN_SITE.has(site);
  const source = request.headers.origin ?? request.headers.referer;
  if (typeof source !== 'string' || source === '') return false;
  try {
    return new URL(source).host !== request.host;
  } catch {
    // `Origin: null` (a sandboxed frame, a file) or garbage: not one of our pages.
    return true;
  }
}

/**
 * Forged cross-site requests: a call that changes data (any POST, PUT or DELETE that is not a query, and the few
 * GETs the spec names that change data) is refused with 4031 when a browser says it comes from another site, or
 * when it lacks the header every call of our pages carries. The session cookie is SameSite=Strict besides.
 */
export const crossSitePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (!changesData(request)) return;
    const marked = request.headers[OWN_PAGE_HEADER.name] !== undefined || request.headers[REP_TOKEN_HEADER] !== undefined;
    if (!marked || fromAnotherSite(request)) throw new AppError(4031, 'errors.crossSite');
  });
});
