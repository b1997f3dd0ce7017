import { describe, expect, it } from 'vitest';
import { findModule, MODULES } from '../../src/modules/index.ts';
import { rulesOf } from '../../src/modules/module-files.ts';
import { checkRecord } from '../../src/server/engine/module-rules.ts';

/** A module's own rules (`<folder>.rules.ts`): found by name beside its descriptor and run with the field rules. */
describe("a module's own rules", () => {
  const acceptance = findModule('materialstock')!;
  const record = (lines: readonly Record<string, unknown>[]) => ({ contract: 1, acceptedDate: '2026-11-01', location: '仓库', lines });
  const laptop = { item: 3, quantity: '18', rejected: '2' };

  it('are found by the file name beside the descriptor, and only there', () => {
    expect(rulesOf(acceptance)?.onSave).toBeTypeOf('function');
    expect(MODULES.filter((descriptor) => rulesOf(descriptor)).map((descriptor) => descriptor.key)).toEqual(['materialstock', 'relations', 'sealuse', 'task']);
  });

  it('refuse a complete save of an acceptance line that rejects units without saying why, naming the cell', () => {
    expect(checkRecord(acceptance, record([laptop]), { required: true })).toEqual([{ field: 'lines.0.rejectReason', messageId: 'rules.required', values: {} }]);
    expect(
      checkRecord(
        acceptance,
        record([
          { ...laptop, rejectReason: '屏幕坏点' },
          { item: 4, quantity: '10', rejected: '0' },
        ]),
        { required: true },
      ),
    ).toEqual([]);
  });

  it('leave a staged draft alone, and wait for the field rules to pass', () => {
    expect(checkRecord(acceptance, record([laptop]), { required: false })).toEqual([]);
    expect(checkRecord(acceptance, record([{ ...laptop, quantity: 'x' }]), { required: true }).map((error) => error.field)).toEqual(['lines.0.quantity']);
  });

  describe('a labour contract: lawful probation (Labour Contract Law §19)', () => {
    const contracts = findModule('relations')!;
    const oneYear = (probationMonths: number | string) => ({
      employee: 1,
      contractType: '103',
      term: '106',
      startDate: '2026-12-01',
      endDate: '2027-11-30',
      probationMonths,
    });

    it('refuses six months on a one-year term with the limit, and accepts one or none', () => {
      expect(checkRecord(contracts, oneYear(6), { required: true })).toEqual([
        { field: 'probationMonths', messageId: 'hr.probationTooLong', values: { max: 2 } },
      ]);
      expect(checkRecord(contracts, oneYear(1), { required: true })).toEqual([]);
      expect(checkRecord(contracts, oneYear(''), { required: true })).toEqual([]);
    });

    it('refuses probation on a service contract and on a task-based term, and asks a fixed term for its end on a complete save', () => {
      expect(checkRecord(contracts, { ...oneYear(1), contractType: '104' }, { required: true }).map((error) => error.messageId)).toEqual([
        'hr.probationLabourOnly',
      ]);
      expect(checkRecord(contracts, { ...oneYear(1), term: '108', endDate: '' }, { required: true }).map((error) => error.messageId)).toEqual([
        'hr.probationNotAllowed',
      ]);
      expect(checkRecord(contracts, { ...oneYear(''), endDate: '' }, { required: true }).map((error) => error.field)).toEqual(['endDate']);
      expect(checkRecord(contracts, { ...oneYear(''), endDate: '' }, { required: false })).toEqual([]);
    });
  });

  it('ask a seal use taking the seal out for its planned return date on a complete save, and only then', () => {
    const sealUse = findModule('sealuse')!;
    const use = { seal: 1, documentTitle: '投标文件', purpose: '开标', copies: '2', useDate: '2026-11-20' };
    expect(checkRecord(sealUse, { ...use, takeOut: 'yes' }, { required: true })).toEqual([
      { field: 'plannedReturnDate', messageId: 'rules.required', values: {} },
    ]);
    expect(checkRecord(sealUse, { ...use, takeOut: 'yes' }, { required: false })).toEqual([]);
    expect(checkRecord(sealUse, { ...use, takeOut: 'no' }, { required: true })).toEqual([]);
    expect(checkRecord(sealUse, { ...use, takeOut: 'yes', plannedReturnDate: '2026-11-22' }, { required: true })).toEqual([]);
  });
});
