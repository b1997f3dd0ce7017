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
    expect(MODULES.filter((descriptor) => rulesOf(descriptor)).map((descriptor) => descriptor.key)).toEqual(['materialstock']);
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
});
