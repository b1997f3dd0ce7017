import { type Capability, capability, expectField } from './capability.ts';

/**
 * The register of who is employed since when (the employee archive): `person` the user pick naming the account,
 * `joined` the date they joined the company, `workStarted` the date their cumulative service (any employer) counts
 * from. Annual leave is granted from it (src/server/attendance, `serviceOf`); one module declares it.
 */
export type EmploymentDef = { person: string; joined: string; workStarted: string };

export const employment: Capability<EmploymentDef> = capability({
  check: ({ person, joined, workStarted }, { descriptor }) => [
    ...expectField(descriptor, person, ['recordPick'], 'employment'),
    ...expectField(descriptor, joined, ['date'], 'employment'),
    ...expectField(descriptor, workStarted, ['date'], 'employment'),
  ],
});
