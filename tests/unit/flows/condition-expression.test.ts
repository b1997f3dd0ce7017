import { describe, expect, it } from 'vitest';
import { ExpressionError, evaluate, evaluateCondition, parseCondition, referencedNames } from '../../../flows/condition-expression.ts';

const scope = { amount: 12000, text: '1200.50', name: 'Ana', urgent: true, params: { approvalThreshold: 10000 }, applicant: { id: 7 } };
const run = (source: string, values: Record<string, unknown> = scope) => evaluate(parseCondition(source), values);
const refusal = (source: string) => {
  try {
    evaluateCondition(parseCondition(source), scope);
  } catch (error) {
    if (error instanceof ExpressionError) return error.messageId;
    throw error;
  }
  return 'accepted';
};

describe('the condition language', () => {
  it('compares numbers, and numbers held as text', () => {
    expect(run('amount > params.approvalThreshold')).toBe(true);
    expect(run('amount <= 12000 && amount >= 12000')).toBe(true);
    expect(run('text > 1200')).toBe(true);
    expect(run("text == '1200.5'")).toBe(true);
    expect(run('amount != 12000')).toBe(false);
    expect(run("name === 'Ana'")).toBe(true);
    expect(run("name < 'Bob'")).toBe(true);
  });

  it('computes with + - * / % and unary minus', () => {
    expect(run('amount * 2 - 4000 / 2 + 10 % 4')).toBe(22002);
    expect(run('-amount + 1')).toBe(-11999);
    expect(run("name + ' Li'")).toBe('Ana Li');
  });

  it('combines with and, or, not and ?:', () => {
    expect(run('urgent && !(amount < 100) || false')).toBe(true);
    expect(run("amount > 50000 ? 'gm' : 'finance'")).toBe('finance');
    expect(run('applicant.id == 7')).toBe(true);
  });

  it('reads and, or and not as words too', () => {
    expect(run('amount > 100 and not urgent')).toBe(false);
    expect(run('amount > 100 and urgent or false')).toBe(true);
    expect(run('not (amount > 100 or urgent)')).toBe(false);
  });

  it('treats a missing field as not matching rather than as an error', () => {
    expect(run('missing > 10')).toBe(false);
    expect(run('params.nothing.deeper == null')).toBe(false);
    expect(run('!missing')).toBe(true);
  });

  it('insists that a condition gives true or false', () => {
    expect(refusal('amount + 1')).toBe('workflow.expression.notBoolean');
  });

  it('lists the top-level names a condition reads', () => {
    expect([...referencedNames(parseCondition('amount > params.approvalThreshold && urgent'))].sort()).toEqual(['amount', 'params', 'urgent']);
  });
});

describe('hostile conditions', () => {
  it.each([
    ['constructor', 'workflow.expression.forbiddenProperty'],
    ['__proto__', 'workflow.expression.forbiddenProperty'],
    ['params.constructor', 'workflow.expression.forbiddenProperty'],
    ['params.__proto__.polluted == 1', 'workflow.expression.forbiddenProperty'],
    ["params['__proto__']", 'workflow.expression.forbiddenProperty'],
    ["params['constructor']['constructor']('return process')()", 'workflow.expression.forbiddenNode'],
    ['params[name]', 'workflow.expression.forbiddenNode'],
    ['process.exit()', 'workflow.expression.forbiddenNode'],
    ['amount.toString()', 'workflow.expression.forbiddenNode'],
    ['this.amount > 1', 'workflow.expression.forbiddenNode'],
    ['[1, 2]', 'workflow.expression.forbiddenNode'],
    ['amount | 1', 'workflow.expression.forbiddenOperator'],
    ['amount << 1', 'workflow.expression.forbiddenOperator'],
    ['~amount', 'workflow.expression.forbiddenOperator'],
    ['amount = 1', 'workflow.expression.syntax'],
    ['a; b', 'workflow.expression.forbiddenNode'],
    ['amount >', 'workflow.expression.syntax'],
  ])('refuses %s', (source, messageId) => {
    expect(refusal(source)).toBe(messageId);
  });

  it('refuses conditions nested too deep or too long to be a business rule', () => {
    expect(refusal(`${'!'.repeat(40)}urgent`)).toBe('workflow.expression.tooLong');
    expect(refusal(`amount > ${'1 + '.repeat(200)}1`)).toBe('workflow.expression.tooLong');
  });

  it('reads only own data properties of plain objects, never inherited ones or getters', () => {
    let called = false;
    const withGetter = {
      get secret() {
        called = true;
        return 1;
      },
    };
    expect(run('params.hasOwnProperty == null')).toBe(false);
    expect(run('params.toString')).toBeUndefined();
    expect(run('doc.secret', { doc: withGetter })).toBeUndefined();
    expect(called).toBe(false);
    expect(run('when.getTime', { when: new Date() })).toBeUndefined();
  });

  it('leaves Object.prototype untouched', () => {
    try {
      run('__proto__.polluted = 1');
    } catch {
      // refused, as it should be
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
