import Decimal from 'decimal.js';

/**
 * The one decimal type of payroll: 40 significant digits, half-up rounding, so no figure on the way from a salary item
 * to net pay is ever a binary float. Money comes in and goes out as text ('12345.67').
 */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Dec = InstanceType<typeof Dec>;

const FIGURE = /^-?\d+(\.\d+)?$/;

/** A figure typed or stored as text; anything else (a thousands separator, a word, an empty cell) is refused. */
export function figure(text: string): Dec {
  if (!FIGURE.test(text.trim())) throw new Error(`not a figure: ${text}`);
  return new Dec(text.trim());
}

/** How a figure is rounded: to a multiple of `step` ('0.01' a cent, '0.1', '1' a yuan), half up, up or down. */
export type Rounding = { step: '0.01' | '0.1' | '1'; mode: 'halfUp' | 'up' | 'down' };

const MODES = { halfUp: Decimal.ROUND_HALF_UP, up: Decimal.ROUND_UP, down: Decimal.ROUND_DOWN } as const;

export function roundTo(value: Dec, { step, mode }: Rounding): Dec {
  const unit = new Dec(step);
  return value.div(unit).toDecimalPlaces(0, MODES[mode]).times(unit);
}

/** Money as stored: two decimals. */
export const cents = (value: Dec): string => value.toFixed(2, Decimal.ROUND_HALF_UP);
