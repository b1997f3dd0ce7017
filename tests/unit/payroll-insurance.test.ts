import { describe, expect, it } from 'vitest';
import { contributions, type InsuranceScheme } from '../../src/server/payroll/insurance.ts';

/**
 * A city's scheme for a year, as data: the base is bounded by the floor and the cap; each kind has the employee's and
 * the employer's rate and the city's rounding. This one rounds insurance up to the next 0.1 yuan and the housing fund
 * to the nearest whole yuan (as several cities do).
 */
const scheme: InsuranceScheme = {
  city: 'example',
  year: 2026,
  kinds: [
    { kind: 'pension', floor: '6821', cap: '35283', employee: '0.08', employer: '0.16', round: { step: '0.1', mode: 'up' } },
    { kind: 'medical', floor: '6821', cap: '35283', employee: '0.02', employer: '0.098', round: { step: '0.1', mode: 'up' } },
    { kind: 'unemployment', floor: '6821', cap: '35283', employee: '0.005', employer: '0.005', round: { step: '0.1', mode: 'up' } },
    { kind: 'injury', floor: '6821', cap: '35283', employee: '0', employer: '0.004', round: { step: '0.1', mode: 'up' } },
    { kind: 'fund', floor: '2540', cap: '35811', employee: '0.12', employer: '0.12', round: { step: '1', mode: 'halfUp' } },
  ],
};

describe('insurance and housing fund (五险一金) from a city’s scheme', () => {
  it('takes each rate of the salary base and rounds each part by the city’s rule', () => {
    const parts = contributions(scheme, '12345.67');
    expect(parts.find((part) => part.kind === 'pension')).toEqual({ kind: 'pension', base: '12345.67', employee: '987.70', employer: '1975.40' });
    // 12,345.67 × 2 % = 246.9134 → up to 247.00; × 9.8 % = 1,209.87566 → 1,209.90.
    expect(parts.find((part) => part.kind === 'medical')).toMatchObject({ employee: '247.00', employer: '1209.90' });
    // 12,345.67 × 12 % = 1,481.4804 → 1,481 (whole yuan, half up).
    expect(parts.find((part) => part.kind === 'fund')).toMatchObject({ employee: '1481.00', employer: '1481.00' });
    expect(parts.find((part) => part.kind === 'injury')).toMatchObject({ employee: '0.00', employer: '49.40' });
  });

  it('raises a base below the floor to the floor, and lowers one above the cap to the cap, per kind', () => {
    const low = contributions(scheme, '3000');
    expect(low.find((part) => part.kind === 'pension')).toMatchObject({ base: '6821.00', employee: '545.70' });
    expect(low.find((part) => part.kind === 'fund')).toMatchObject({ base: '3000.00', employee: '360.00' });
    const high = contributions(scheme, '50000');
    expect(high.find((part) => part.kind === 'pension')).toMatchObject({ base: '35283.00', employee: '2822.70' });
    expect(high.find((part) => part.kind === 'fund')).toMatchObject({ base: '35811.00', employee: '4297.00' });
  });

  it('adds the employee’s parts exactly: the sum is the sum of the rounded parts, to the cent', () => {
    const parts = contributions(scheme, '12345.67');
    const total = parts.reduce((sum, part) => sum + Math.round(Number(part.employee) * 100), 0);
    // 987.70 + 247.00 + 61.80 + 0 + 1,481.00
    expect(total).toBe(277750);
  });

  it('rounds half up to the cent, down to the step, or up to the step as the scheme says', () => {
    const one = (round: InsuranceScheme['kinds'][number]['round'], base: string) =>
      contributions({ city: 'x', year: 2026, kinds: [{ kind: 'pension', floor: '0', cap: '100000', employee: '0.08', employer: '0', round }] }, base)[0]
        .employee;
    // 1,000.06 × 8 % = 80.0048
    expect(one({ step: '0.01', mode: 'halfUp' }, '1000.06')).toBe('80.00');
    expect(one({ step: '0.1', mode: 'up' }, '1000.06')).toBe('80.10');
    expect(one({ step: '0.1', mode: 'down' }, '1000.06')).toBe('80.00');
    expect(one({ step: '1', mode: 'up' }, '1000.06')).toBe('81.00');
    // An exact figure is never rounded up: 1,000 × 8 % = 80.
    expect(one({ step: '0.1', mode: 'up' }, '1000')).toBe('80.00');
  });

  it('refuses a scheme whose floor is above its cap, or a rate outside 0 to 1', () => {
    expect(() => contributions({ city: 'x', year: 2026, kinds: [{ ...scheme.kinds[0], floor: '40000' }] }, '1000')).toThrow(/floor/);
    expect(() => contributions({ city: 'x', year: 2026, kinds: [{ ...scheme.kinds[0], employee: '8' }] }, '1000')).toThrow(/rate/);
  });
});
