/**
 * Totals computed from detail lines (a descriptor's `totals`: amount = sum of lines.amount). The server stores them
 * and the form shows them as the lines are typed, by this one rule. Money is summed as exact decimals (integers of
 * hundredths in BigInt), never as binary floats: 0.10 + 0.20 is 0.30, and 20-digit amounts stay exact.
 */
export type TotalRule = { field: string; of: { subTable: string; column: string } };

const MONEY = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** Hundredths of a money text ('12.3' → 1230n), or null when the text is not a money figure. */
export function hundredths(text: string): bigint | null {
  const match = MONEY.exec(text.trim());
  if (!match) return null;
  const value = BigInt(match[2]) * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -value : value;
}

/** The sum of money texts with two decimals ('0.30'), or null when a cell is not a money figure. */
export function sumMoney(cells: readonly unknown[]): string | null {
  let sum = 0n;
  for (const cell of cells) {
    const value = hundredths(String(cell ?? ''));
    if (value === null) return null;
    sum += value;
  }
  return moneyText(sum);
}

/** Hundredths as a money text with two decimals (1230n → '12.30'). */
export function moneyText(hundredthsValue: bigint): string {
  const sign = hundredthsValue < 0n ? '-' : '';
  const digits = (hundredthsValue < 0n ? -hundredthsValue : hundredthsValue).toString().padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * The values with each total set to the sum of its column, while its detail table has rows. A row whose cell is not
 * a money figure (being typed, or wrong) leaves the total alone, so validation reports the cell rather than a total.
 */
export function applyTotals<T extends Record<string, unknown>>(totals: readonly TotalRule[] | undefined, values: T): T {
  if (!totals?.length) return values;
  const out: Record<string, unknown> = { ...values };
  for (const total of totals) {
    const rows = out[total.of.subTable];
    if (!Array.isArray(rows) || rows.length === 0) continue;
    const sum = sumMoney(rows.map((row: Record<string, unknown> | null) => row?.[total.of.column] ?? ''));
    if (sum !== null) out[total.field] = sum;
  }
  return out as T;
}

/** The fields a total fills: the form shows them read-only. */
export const totalFields = (totals: readonly TotalRule[] | undefined): ReadonlySet<string> => new Set((totals ?? []).map((total) => total.field));
