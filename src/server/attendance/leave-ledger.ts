/**
 * A leave balance as a ledger: every grant, use, cancellation and expiry is a row, and the balance is their sum. The
 * amounts are whole numbers in the ledger's unit (half days for a day-unit type, minutes for an hour-unit one), so
 * a balance is always exact.
 */

export type LedgerKind = 'grant' | 'use' | 'cancel' | 'expiry';

export type LedgerRow = {
  /** Grants and uses carry an id: a cancellation names the use it cancels, an expiry the grant (lot) it ends. */
  id?: string;
  kind: LedgerKind;
  /** Positive; the kind gives the sign (grant and cancel add, use and expiry take away). */
  amount: number;
  date: string;
  reason: string;
  /** A grant's last day of use. Without it the grant never expires. */
  expires?: string;
  /** A cancellation: the id of the use it gives back, in whole or in part. */
  cancels?: string;
  /** An expiry: the id of the grant whose rest it ends. */
  lot?: string;
};

const SIGN: Record<LedgerKind, 1 | -1> = { grant: 1, cancel: 1, use: -1, expiry: -1 };

/** The sum of the rows, or of those dated on or before `asOf`. */
export function balance(rows: readonly LedgerRow[], asOf?: string): number {
  let total = 0;
  for (const row of rows) if (asOf === undefined || row.date <= asOf) total += SIGN[row.kind] * row.amount;
  return total;
}

type Lot = { id: string; reason: string; expires: string; remaining: number; expired: boolean };
type Taken = { lot: Lot | null; amount: number };

/** Events on one day: grants first, then uses, then cancellations (a use and its cancellation may share a day). */
const ORDER: Record<LedgerKind, number> = { grant: 0, use: 1, cancel: 2, expiry: 3 };
const NEVER = '9999-12-31';

/**
 * The expiry rows of a ledger as it stands at the start of `asOf`: what is left of each grant after its last day
 * (`expires` < asOf) expires on that day. Uses are taken in date order from the grants open on their day, the one
 * expiring first first (carried-over days before the new year's); a use beyond every open grant overdraws, and the
 * next grant repays the overdraft before anything else. A cancellation gives back what its use took, the last taken
 * first; what it gives back to a grant already past its last day expires on the cancellation's day, and what it gives
 * beyond what its use took never expires. Expiry rows in
 * `rows` are ignored: the answer replaces them.
 */
export function expiryRows(rows: readonly LedgerRow[], asOf: string): LedgerRow[] {
  const events = rows
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => row.kind !== 'expiry' && row.date < asOf)
    .sort((a, b) => (a.row.date < b.row.date ? -1 : a.row.date > b.row.date ? 1 : ORDER[a.row.kind] - ORDER[b.row.kind] || a.index - b.index));
  const open: Lot[] = [];
  const takenBy = new Map<string, Taken[]>();
  const expiries: LedgerRow[] = [];
  let overdraft = 0;
  const expire = (lot: Lot, amount: number, date: string) => {
    if (amount > 0) expiries.push({ kind: 'expiry', amount, date, reason: lot.reason, lot: lot.id });
  };
  const expireBefore = (date: string) => {
    for (const lot of open)
      if (!lot.expired && lot.expires < date) {
        lot.expired = true;
        expire(lot, lot.remaining, lot.expires);
        lot.remaining = 0;
      }
  };

  for (const { row, index } of events) {
    expireBefore(row.date);
    if (row.kind === 'grant') {
      const lot: Lot = { id: row.id ?? `#${index}`, reason: row.reason, expires: row.expires ?? NEVER, remaining: row.amount, expired: false };
      const repaid = Math.min(overdraft, lot.remaining);
      overdraft -= repaid;
      lot.remaining -= repaid;
      open.push(lot);
      open.sort((a, b) => (a.expires < b.expires ? -1 : a.expires > b.expires ? 1 : 0));
    } else if (row.kind === 'use') {
      const taken: Taken[] = [];
      let wanted = row.amount;
      for (const lot of open) {
        if (wanted === 0) break;
        const amount = Math.min(wanted, lot.remaining);
        if (amount === 0) continue;
        lot.remaining -= amount;
        wanted -= amount;
        taken.push({ lot, amount });
      }
      if (wanted > 0) {
        overdraft += wanted;
        taken.push({ lot: null, amount: wanted });
      }
      if (row.id !== undefined) takenBy.set(row.id, taken);
    } else if (row.kind === 'cancel') {
      const taken = row.cancels === undefined ? undefined : takenBy.get(row.cancels);
      let back = row.amount;
      for (let at = (taken?.length ?? 0) - 1; at >= 0 && back > 0; at--) {
        const part = taken![at];
        const amount = Math.min(back, part.amount);
        part.amount -= amount;
        back -= amount;
        if (part.lot === null) overdraft -= amount;
        else if (part.lot.expired) expire(part.lot, amount, row.date);
        else part.lot.remaining += amount;
      }
      // Given back beyond what the use took (or for a use not in the ledger): it repays an overdraft, then stays.
      const repaid = Math.min(overdraft, back);
      overdraft -= repaid;
      if (back > repaid) open.push({ id: `#${index}`, reason: row.reason, expires: NEVER, remaining: back - repaid, expired: false });
    }
  }
  expireBefore(asOf);
  return expiries;
}
