import { cents, Dec, figure, roundTo, type Rounding } from './decimal.ts';

/**
 * Social insurance and housing fund (五险一金) as a city's data for a year: for each kind the contribution base is the
 * salary base held between the floor and the cap, the employee's and the employer's parts are their rates of it, each
 * rounded by the city's own rule (some round insurance up to the next 0.1 yuan and the fund to the whole yuan).
 * Nothing of a city is in code: a scheme is a row an administrator keeps.
 */
export type InsuranceKind = {
  kind: string;
  floor: string;
  cap: string;
  /** Rates as fractions: '0.08' is 8 %. */
  employee: string;
  employer: string;
  round: Rounding;
};

export type InsuranceScheme = { city: string; year: number; kinds: readonly InsuranceKind[] };

export type Contribution = { kind: string; base: string; employee: string; employer: string };

function checkKind(kind: InsuranceKind) {
  if (figure(kind.floor).gt(figure(kind.cap))) throw new Error(`${kind.kind}: the floor ${kind.floor} is above the cap ${kind.cap}`);
  for (const rate of [kind.employee, kind.employer])
    if (figure(rate).lt(0) || figure(rate).gt(1)) throw new Error(`${kind.kind}: the rate ${rate} is not between 0 and 1`);
}

/** Each kind's base and rounded parts for a salary base (money text). */
export function contributions(scheme: InsuranceScheme, salaryBase: string): Contribution[] {
  const salary = figure(salaryBase);
  return scheme.kinds.map((kind) => {
    checkKind(kind);
    const base = Dec.min(Dec.max(salary, kind.floor), kind.cap);
    return {
      kind: kind.kind,
      base: cents(base),
      employee: cents(roundTo(base.times(kind.employee), kind.round)),
      employer: cents(roundTo(base.times(kind.employer), kind.round)),
    };
  });
}
