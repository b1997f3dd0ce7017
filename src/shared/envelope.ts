/** Every answer of the API is wrapped in this envelope (spec §7: status, msg, data). */
export type Envelope<T> = { status: number; msg: string; data: T };

export const STATUS_OK = 200;

/** Codes that the client lets through without a message (spec §8). */
export const PASS_THROUGH_STATUSES = [10000001, 10000002] as const;
