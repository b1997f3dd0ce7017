import { describe, expect, it } from 'vitest';
import { MODULES } from '../../src/modules/index.ts';
import { counterKey, impliedReset, renderSerial, templateProblem } from '../../src/shared/serial-template.ts';

const at = new Date(2026, 10, 5, 9, 30);

describe('serial-number templates', () => {
  it("accepts every module descriptor's template with the reset period it implies", () => {
    for (const descriptor of MODULES) expect(templateProblem(descriptor.serial, impliedReset(descriptor.serial)), descriptor.key).toBeNull();
  });

  it('keys the counter by the date parts of the reset period only', () => {
    const template = 'KP{yyyy}{mm}{seq:4}';
    expect(counterKey(template, 'month', at)).toBe('KP202611{seq:4}');
    expect(counterKey(template, 'year', at)).toBe('KP2026{mm}{seq:4}');
    expect(counterKey(template, 'never', at)).toBe(template);
    expect(renderSerial(template, at, 7)).toBe('KP2026110007');
    expect(renderSerial('{yy}-{dd}/{seq:2}', at, 123)).toBe('26-05/123');
  });

  it('refuses a reset period the template does not show, which would repeat numbers', () => {
    expect(templateProblem('KP{yyyy}{seq:4}', 'month')).toMatchObject({ messageId: 'serial.resetNeedsPart', values: { part: '{mm}' } });
    expect(templateProblem('KP{mm}{dd}{seq:4}', 'day')).toMatchObject({ values: { part: '{yyyy} / {yy}' } });
    expect(templateProblem('KP{yyyy}{mm}{seq:4}', 'year')).toBeNull();
    expect(templateProblem('合同{yy}{seq:3}', 'year')).toBeNull();
    expect(templateProblem('KP{seq:4}{seq:4}', 'never')).toMatchObject({ messageId: 'serial.seqLast' });
    expect(templateProblem('KP{seq:0}', 'never')).toMatchObject({ messageId: 'serial.seqLast' });
  });
});
