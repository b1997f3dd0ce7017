import { z } from 'zod';

/**
 * How answers are described once for both sides (STYLE.md rule 6): a route's `response` schema is `answer(data)`,
 * the server serializes through it (fastify-type-provider-zod: what the schema does not name is not sent), and the
 * client types what it receives as `Answer<typeof data>`, the schema's wire side.
 */

/** What the client receives for a schema: its encoded side (timestamps as ISO text). */
export type Answer<S extends z.ZodType> = z.input<S>;

/** The spec §7 envelope of a successful answer around `data`. */
export const answer = <S extends z.ZodType>(data: S) => z.object({ status: z.number(), msg: z.string(), data });

/** A point in time: the server's Date (or the text a raw query gives) is sent as ISO 8601 text. */
export const timestamp = z.codec(z.string(), z.union([z.date(), z.string()]), {
  decode: (text) => text,
  encode: (value) => (typeof value === 'string' ? value : value.toISOString()),
});

/** A list page as every paged call answers it. */
export const paged = <S extends z.ZodType>(row: S) => z.object({ list: z.array(row), total: z.number(), pageIndex: z.number(), limit: z.number() });
/** What the client receives for a page of `S` rows. */
export type PageAnswer<S extends z.ZodType> = Answer<ReturnType<typeof paged<S>>>;

/** A refusal a route sends itself with a status other than 200 (its `data` is the route's to describe). */
export const refusal = answer(z.unknown());

/** An answer that carries nothing (`data: null`). */
export const nothing = z.null();
