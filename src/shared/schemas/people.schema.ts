import { z } from 'zod';
import { holdings } from './stock.schema.ts';

/** A document the clearance names: by its module's title (in the reader's language) and serial number. */
const named = z.object({ module: z.string(), title: z.string(), recordId: z.number(), serialNo: z.string(), status: z.number() });

/**
 * What a person still holds before they leave (src/server/people/clearance.ts), computed from the ledgers and the
 * documents, never typed: the goods in their custody or lent to them, the money they owe (their own documents unpaid
 * or partly repaid), their open approval tasks (each with its step) and their own documents still in approval.
 * A resignation's signing is refused while `assets`, `loans` or `owed` are not empty.
 */
export const clearance = z.object({
  person: z.object({ id: z.number(), name: z.string() }),
  assets: holdings.shape.assets,
  loans: holdings.shape.loans,
  owed: z.array(named),
  tasks: z.array(named.extend({ step: z.string() })),
  inApproval: z.array(named),
});
export type Clearance = z.infer<typeof clearance>;
