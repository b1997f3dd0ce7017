/**
 * Status codes of spec §8, each with the message id the client and the server show.
 * `http` is the HTTP status the server answers with, so tools and proxies see the class of failure too.
 */
export const ERROR_CODES = {
  1001: { id: 'errors.1001', http: 400 },
  1002: { id: 'errors.1002', http: 409 },
  1003: { id: 'errors.1003', http: 409 },
  1004: { id: 'errors.1004', http: 403 },
  1005: { id: 'errors.1005', http: 409 },
  1006: { id: 'errors.1006', http: 409 },
  1007: { id: 'errors.1007', http: 409 },
  1008: { id: 'errors.1008', http: 409 },
  1009: { id: 'errors.1009', http: 404 },
  1010: { id: 'errors.1010', http: 409 },
  1011: { id: 'errors.1011', http: 409 },
  1012: { id: 'errors.1012', http: 404 },
  2002: { id: 'errors.2002', http: 409 },
  99: { id: 'errors.99', http: 400 },
  /** Dead or missing session: the client clears its storage and goes to /login. */
  403: { id: 'errors.403', http: 401 },
  /** Signed in, but the permission code is missing. */
  4031: { id: 'errors.4031', http: 403 },
  404: { id: 'errors.404', http: 404 },
  /** A stale update: someone saved the record first. */
  409: { id: 'errors.409', http: 409 },
  429: { id: 'errors.429', http: 429 },
  /** A repetition token used twice. */
  4291: { id: 'errors.4291', http: 409 },
  /** The password must be changed before anything else. */
  4011: { id: 'errors.4011', http: 403 },
  500: { id: 'errors.500', http: 500 },
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;
