import { describe, expect, it } from 'vitest';
import { findModule } from '../../src/modules/index.ts';
import type { ModuleDescriptor } from '../../src/modules/module.types.ts';
import type { Access, DataScope } from '../../src/server/lib/access.ts';
import { canRead, canWrite, isOwner } from '../../src/server/engine/record-scope.policy.ts';

const user = (id: number, dataScope: DataScope, isAdmin = false): Access => ({
  user: { id, loginName: `u${id}`, name: `u${id}`, officeId: 7, companyId: 6, officePath: '/1/6/7/', companyPath: '/1/6/', remarks: true },
  isAdmin,
  roleCodes: [],
  permissions: new Set(),
  dataScope,
});
const customer = findModule('customer')!;
const projectModule: ModuleDescriptor = { ...customer, capabilities: { ...customer.capabilities, access: { projectLeader: 'accountManager' } } };
const record = (over: Partial<{ creatorId: number; projectLeaderId: number | null; officePath: string; companyId: number | null }> = {}) => ({
  creatorId: 99,
  projectLeaderId: null,
  officePath: '/1/6/8/',
  companyId: 6,
  ...over,
});

describe('data scope of one record (spec §3) and the owner rule (spec §6)', () => {
  it.each([
    [1, record({ officePath: '/1/6/8/' }), true],
    [1, record({ officePath: '/1/2/3/', companyId: 2 }), false],
    [2, record({ companyId: 6 }), true],
    [2, record({ companyId: 2 }), false],
    [3, record({ officePath: '/1/6/7/12/' }), true],
    [3, record({ officePath: '/1/6/8/' }), false],
    [4, record(), false],
    [4, record({ creatorId: 5 }), true],
    [5, record({ officePath: '/9/', companyId: 9 }), true],
  ] as const)('scope %s reads %o: %s', (scope, target, expected) => {
    expect(canRead(user(5, scope), customer, target)).toBe(expected);
  });

  it('lets scope 5 read everything but write only within its own company (query only)', () => {
    const far = record({ officePath: '/9/10/', companyId: 9 });
    expect(canRead(user(5, 5), customer, far)).toBe(true);
    expect(canWrite(user(5, 5), customer, far)).toBe(false);
    expect(canWrite(user(5, 5), customer, record())).toBe(true);
    expect(canWrite(user(1, 5, true), customer, far)).toBe(true);
  });

  it('keeps rights for the project leader only when the module type code is 16', () => {
    const led = record({ projectLeaderId: 5, officePath: '/9/', companyId: 9 });
    expect(isOwner(user(5, 4), customer, led)).toBe(false);
    expect(isOwner(user(5, 4), projectModule, led)).toBe(true);
    expect(canWrite(user(5, 4), projectModule, led)).toBe(true);
    expect(isOwner(user(99, 4), customer, record())).toBe(true);
  });
});
