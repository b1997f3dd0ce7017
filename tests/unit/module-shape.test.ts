import { describe, expect, it } from 'vitest';
import { CAPABILITIES } from '../../src/modules/capabilities/index.ts';
import { descriptorProblems, MODULES } from '../../src/modules/index.ts';
import { CORE_KEYS } from '../../src/modules/module.types.ts';

/** The descriptor is a small core plus named capabilities (src/modules/README.md): a module never grows the core. */
describe('the module descriptor shape', () => {
  it('keeps the core to identity, shape and lifecycle', () => {
    expect([...CORE_KEYS].sort()).toEqual(
      [
        'area',
        'buttons',
        'capabilities',
        'defaultSort',
        'fields',
        'flow',
        'formRoute',
        'key',
        'labels',
        'lifecycle',
        'menu',
        'moduleId',
        'permission',
        'serial',
      ].sort(),
    );
  });

  it.each(MODULES.map((descriptor) => [descriptor.key, descriptor] as const))(
    '%s: has no top-level key beyond the core, and only registered capabilities',
    (_key, descriptor) => {
      expect(Object.keys(descriptor).filter((key) => !(CORE_KEYS as readonly string[]).includes(key))).toEqual([]);
      expect(Object.keys(descriptor.capabilities).filter((name) => !(name in CAPABILITIES))).toEqual([]);
    },
  );

  it('finds every descriptor consistent by the checks of its capabilities', () => {
    expect(descriptorProblems()).toEqual([]);
  });

  it('reports a capability naming a field the module lacks', () => {
    const customer = MODULES.find((descriptor) => descriptor.key === 'customer')!;
    const broken = { ...customer, capabilities: { essential: ['nowhere'], namedBy: 'nothing' } };
    expect(descriptorProblems([broken])).toEqual(['customer: essential: no field nowhere', 'customer: namedBy: no field nothing']);
  });

  it('reports a unique field or condition the module lacks, and a field moved by a machine that is no option list', () => {
    const archives = MODULES.find((descriptor) => descriptor.key === 'archives')!;
    const contracts = MODULES.find((descriptor) => descriptor.key === 'relations')!;
    const regular = MODULES.find((descriptor) => descriptor.key === 'regular')!;
    const unique = [{ field: 'nobody', messageId: 'hr.archiveExists', when: [{ field: 'nothing', op: 'notEmpty' as const }] }];
    expect(descriptorProblems([{ ...archives, capabilities: { unique } }, contracts, regular])).toEqual([
      'archives: unique: no field nobody',
      'archives: unique: no field nothing',
    ]);
    const moved = [{ on: 'signed' as const, event: 'employee.confirm', via: 'employee', field: { key: 'name', lifecycle: 'employee' as const } }];
    expect(descriptorProblems([archives, contracts, { ...regular, capabilities: { effects: moved } }])).toEqual([
      'regular: effects (archives): name is a text, not a select or radio',
    ]);
  });

  it('reports an attendance document whose period, compensation or credited type does not fit', () => {
    const overtime = MODULES.find((descriptor) => descriptor.key === 'overtime')!;
    const trip = MODULES.find((descriptor) => descriptor.key === 'trip')!;
    const attendance = overtime.capabilities.attendance!;
    expect(
      descriptorProblems([
        { ...overtime, capabilities: { attendance: { ...attendance, compensation: 'reason', credits: 'annual' } } },
        { ...trip, capabilities: { attendance: { ...trip.capabilities.attendance!, to: { date: 'endDate', time: 'endTime' }, credits: 'toil' } } },
      ]),
    ).toEqual([
      'overtime: attendance.compensation: reason is a text, not a select or radio',
      'overtime: attendance.compensation: reason offers pay, timeOff',
      'overtime: attendance.credits: annual is no hourly holiday type',
      'trip: attendance: no field endTime',
      'trip: attendance: both ends are counted alike',
      'trip: attendance: only overtime is compensated',
    ]);
  });

  it('writes statuses by name and loads them as codes', () => {
    const settlement = MODULES.find((descriptor) => descriptor.key === 'settlement')!;
    const parts = settlement.fields.find((field) => field.key === 'splitLines');
    // Split draft, withdrawn, rejected of the generic lifecycle (machines/statuses.json).
    expect(parts?.editable?.statuses).toEqual([46, 48, 49]);
    const repayment = MODULES.find((descriptor) => descriptor.key === 'repayment')!;
    expect(repayment.capabilities.limits?.[0].notAbove.statuses).toEqual([18, 20]);
  });
});
