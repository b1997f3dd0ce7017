import { describe, expect, it } from 'vitest';
import { statusColor } from '../../src/client/engine/module/module-context.ts';

describe('status chip colours (spec §4: in progress green, draft and withdrawn blue, rejected and unfinished red, settled grey)', () => {
  it.each([
    [0, 'info'],
    [3, 'success'],
    [4, 'default'],
    [18, 'error'],
    [20, 'success'],
    [19, 'default'],
    [46, 'info'],
    [47, 'success'],
    [49, 'error'],
    [50, 'default'],
    [8, 'default'],
  ] as const)('status %i is %s', (status, colour) => {
    expect(statusColor(status)).toBe(colour);
  });
});
