/**
 * Totals computed from detail lines (a descriptor's `totals`: amount = sum of lines.amount). The server stores them
 * and the form shows them as the lines are typed, by this one rule. Money is summed as exact decimals (integers of
 * hundredths in BigInt), never as binary floats: 0.10 + 0.20 is 0.30, and 20-digit amounts stay exact.
 */
export type TotalRule = SumRule | ProductRule;
/** The field is the sum of the detail table's column. */
export type SumRule = { field: string; of: { subTable: string; column: string } };
/** Each row's cell `<subTable>.<column>` is the product of two of its cells (quantity × unit price), to the cent. */
export type ProductRule = { field: `${string}.${string}`; product: readonly [string, string] };

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

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** The product of a quantity (a decimal text) and a money figure as money, rounded half up to the cent; null if either is not a figure. */
export function multiplyMoney(quantity: unknown, money: unknown): string | null {
  const match = DECIMAL.exec(String(quantity ?? '').trim());
  const price = hundredths(String(money ?? ''));
  if (!match || price === null) return null;
  const scale = 10n ** BigInt((match[2] ?? '').length);
  const product = price * BigInt(match[1] + (match[2] ?? ''));
  const sign = product < 0n ? -1n : 1n;
  return moneyText(sign * ((sign * product * 2n + scale) / (2n * scale)));
}

/**
 * The values with each total set to the sum of its column, while its detail table has rows. A row whose cell is not
 * a money figure (being typed, or wrong) leaves the total alone, so validation reports the cell rather than a total.
 */
export function applyTotals<T extends Record<string, unknown>>(totals: readonly TotalRule[] | undefined, values: T): T {
  if (!totals?.length) return values;
  const out: Record<string, unknown> = { ...values };
  // Line products first: a sum may add them up (a contract's amount is the total of its lines' amounts).
  for (const total of totals) {
    if (!('product' in total)) continue;
    const [subTable, column] = total.field.split('.');
    const rows = out[subTable];
    if (!Array.isArray(rows)) continue;
    out[subTable] = rows.map((row: Record<string, unknown> | null) => {
      const product = multiplyMoney(row?.[total.product[0]], row?.[total.product[1]]);
      return product === null ? row : { ...row, [column]: product };
    });
  }
  for (const total of totals) {
    if (!('of' in total)) continue;
    const rows = out[total.of.subTable];
    if (!Array.isArray(rows) || rows.length === 0) continue;
    const sum = sumMoney(rows.map((row: Record<string, unknown> | null) => row?.[total.of.column] ?? ''));
    if (sum !== null) out[total.field] = sum;
  }
  return out as T;
}

/** The fields a total fills (`<subTable>.<column>` for a line product): the form shows them read-only. */
export const totalFields = (totals: readonly TotalRule[] | undefined): ReadonlySet<string> => new Set((totals ?? []).map((total) => total.field));
