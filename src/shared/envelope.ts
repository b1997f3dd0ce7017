/**
 * Every answer of the API is wrapped in this envelope (spec §7: status, msg, data). A refusal adds `requestId`, the id
 * its log line carries (also in every answer's x-request-id header).
 */
export type Envelope<T> = { status: number; msg: string; data: T; requestId?: string };

export const STATUS_OK = 200;

/** The header every answer of the server carries its request id in. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Codes that the client lets through without a message (spec §8). */
export const PASS_THROUGH_STATUSES = [10000001, 10000002] as const;

/** Spec §7 repetition token: a POST or PUT carrying one is accepted once. */
export const REP_TOKEN_HEADER = 'repetition-token';
/**
 * Every call from the product's own pages carries this header. Another site's page cannot add it without a CORS
 * preflight that the server never grants, so a call that changes data is refused without it (or the repetition token).
 */
export const OWN_PAGE_HEADER = { name: 'x-requested-with', value: 'XMLHttpRequest' } as const;
