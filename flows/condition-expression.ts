import jsep from 'jsep';
import type { WorkflowMessageId } from '../src/shared/i18n/workflow.zh.ts';

/**
 * The condition language of sequence flows: literals, field access (`amount`, `params.approvalThreshold`,
 * `applicant.id`), comparison, `&&` `||` `!` (or `and` `or` `not`), arithmetic and `?:`. Parsed by jsep, then
 * checked and evaluated here over a whitelist; never eval or Function. Calls, `this`, arrays, regular
 * expressions, assignment and the prototype properties are refused when the flow is read, before anything runs.
 */

export type Scope = Readonly<Record<string, unknown>>;
export type ExpressionValue = string | number | boolean | null | undefined | Scope;

export class ExpressionError extends Error {
  constructor(
    readonly messageId: WorkflowMessageId,
    readonly values: Record<string, string> = {},
  ) {
    super(`${messageId} ${JSON.stringify(values)}`);
    this.name = 'ExpressionError';
  }
}

/**
 * Word forms for people who design flows (`amount > 100 and not urgent`), at the precedence of `||`, `&&`, `!`.
 * jsep's operator table is global to the module; nothing else in the product parses with jsep.
 */
const WORD_OPERATORS: Record<string, string> = { or: '||', and: '&&', not: '!' };
jsep.addBinaryOp('or', 1);
jsep.addBinaryOp('and', 2);
jsep.addUnaryOp('not');

const MAX_LENGTH = 500;
const MAX_DEPTH = 32;
const BINARY_OPERATORS = new Set(['==', '!=', '===', '!==', '<', '<=', '>', '>=', '+', '-', '*', '/', '%', '&&', '||']);
const UNARY_OPERATORS = new Set(['!', '-', '+']);
/** Never readable, even where an object happens to own them. */
const FORBIDDEN_PROPERTIES = new Set(['__proto__', 'prototype', 'constructor', '__defineGetter__', '__defineSetter__', '__lookupGetter__', '__lookupSetter__']);

/** A checked syntax tree: only the node kinds below survive `parseCondition`. */
export type ConditionNode =
  | { type: 'Literal'; value: string | number | boolean | null }
  | { type: 'Identifier'; name: string }
  | { type: 'MemberExpression'; object: ConditionNode; property: string }
  | { type: 'UnaryExpression'; operator: string; argument: ConditionNode }
  | { type: 'BinaryExpression'; operator: string; left: ConditionNode; right: ConditionNode }
  | { type: 'ConditionalExpression'; test: ConditionNode; consequent: ConditionNode; alternate: ConditionNode };

function propertyName(name: string): string {
  if (FORBIDDEN_PROPERTIES.has(name)) throw new ExpressionError('workflow.expression.forbiddenProperty', { property: name });
  return name;
}

function check(node: jsep.Expression, depth: number): ConditionNode {
  if (depth > MAX_DEPTH) throw new ExpressionError('workflow.expression.tooLong');
  switch (node.type) {
    case 'Literal': {
      const { value } = node as jsep.Literal;
      if (value instanceof RegExp) throw new ExpressionError('workflow.expression.forbiddenNode', { node: 'RegExp' });
      return { type: 'Literal', value };
    }
    case 'Identifier':
      return { type: 'Identifier', name: propertyName((node as jsep.Identifier).name) };
    case 'MemberExpression': {
      const member = node as jsep.MemberExpression;
      const property = member.property;
      let name: string;
      if (!member.computed && property.type === 'Identifier') name = (property as jsep.Identifier).name;
      else if (member.computed && property.type === 'Literal' && typeof (property as jsep.Literal).value === 'string')
        name = String((property as jsep.Literal).value);
      else throw new ExpressionError('workflow.expression.forbiddenNode', { node: 'computed member' });
      return { type: 'MemberExpression', object: check(member.object, depth + 1), property: propertyName(name) };
    }
    case 'UnaryExpression': {
      const unary = node as jsep.UnaryExpression;
      const operator = WORD_OPERATORS[unary.operator] ?? unary.operator;
      if (!UNARY_OPERATORS.has(operator)) throw new ExpressionError('workflow.expression.forbiddenOperator', { operator: unary.operator });
      return { type: 'UnaryExpression', operator, argument: check(unary.argument, depth + 1) };
    }
    case 'BinaryExpression': {
      const binary = node as jsep.BinaryExpression;
      const operator = WORD_OPERATORS[binary.operator] ?? binary.operator;
      if (!BINARY_OPERATORS.has(operator)) throw new ExpressionError('workflow.expression.forbiddenOperator', { operator: binary.operator });
      return { type: 'BinaryExpression', operator, left: check(binary.left, depth + 1), right: check(binary.right, depth + 1) };
    }
    case 'ConditionalExpression': {
      const conditional = node as jsep.ConditionalExpression;
      return {
        type: 'ConditionalExpression',
        test: check(conditional.test, depth + 1),
        consequent: check(conditional.consequent, depth + 1),
        alternate: check(conditional.alternate, depth + 1),
      };
    }
    default:
      throw new ExpressionError('workflow.expression.forbiddenNode', { node: node.type });
  }
}

/** Parses and checks a condition; throws ExpressionError with a message id for anything outside the language. */
export function parseCondition(source: string): ConditionNode {
  if (source.length > MAX_LENGTH) throw new ExpressionError('workflow.expression.tooLong');
  let tree: jsep.Expression;
  try {
    tree = jsep(source);
  } catch (error) {
    throw new ExpressionError('workflow.expression.syntax', { detail: error instanceof Error ? error.message : String(error) });
  }
  return check(tree, 0);
}

/** Top-level names a condition reads (`amount`, `params`), for the verifier's unknown-field warning. */
export function referencedNames(node: ConditionNode, into: Set<string> = new Set()): Set<string> {
  switch (node.type) {
    case 'Identifier':
      into.add(node.name);
      break;
    case 'MemberExpression':
      referencedNames(node.object, into);
      break;
    case 'UnaryExpression':
      referencedNames(node.argument, into);
      break;
    case 'BinaryExpression':
      referencedNames(node.left, into);
      referencedNames(node.right, into);
      break;
    case 'ConditionalExpression':
      referencedNames(node.test, into);
      referencedNames(node.consequent, into);
      referencedNames(node.alternate, into);
      break;
  }
  return into;
}

const isPlainObject = (value: unknown): value is Scope => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/** Own data properties of plain objects only: nothing inherited, no getters run on our behalf. */
function read(object: unknown, name: string): ExpressionValue {
  if (!isPlainObject(object) || !Object.hasOwn(object, name)) return undefined;
  const descriptor = Object.getOwnPropertyDescriptor(object, name);
  if (!descriptor || !('value' in descriptor)) return undefined;
  const value: unknown = descriptor.value;
  if (value === null || value === undefined || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return isPlainObject(value) ? value : undefined;
}

/** Form fields often hold numbers as text ("1200.00"): compare and compute them as numbers. */
function asNumber(value: ExpressionValue): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
}

function compare(operator: string, left: ExpressionValue, right: ExpressionValue): boolean {
  const a = asNumber(left);
  const b = asNumber(right);
  if (operator === '==' || operator === '===' || operator === '!=' || operator === '!==') {
    const equal = a !== undefined && b !== undefined ? a === b : left === right;
    return operator.startsWith('=') ? equal : !equal;
  }
  // A missing field makes an ordering comparison false rather than an error, so a default flow takes over.
  if (a !== undefined && b !== undefined) return operator === '<' ? a < b : operator === '<=' ? a <= b : operator === '>' ? a > b : a >= b;
  if (typeof left === 'string' && typeof right === 'string')
    return operator === '<' ? left < right : operator === '<=' ? left <= right : operator === '>' ? left > right : left >= right;
  if (left === undefined || left === null || right === undefined || right === null) return false;
  throw new ExpressionError('workflow.expression.typeMismatch', { operator });
}

function arithmetic(operator: string, left: ExpressionValue, right: ExpressionValue): ExpressionValue {
  if (operator === '+' && typeof left === 'string' && typeof right === 'string' && (asNumber(left) === undefined || asNumber(right) === undefined))
    return left + right;
  const a = asNumber(left);
  const b = asNumber(right);
  if (a === undefined || b === undefined) throw new ExpressionError('workflow.expression.typeMismatch', { operator });
  switch (operator) {
    case '+':
      return a + b;
    case '-':
      return a - b;
    case '*':
      return a * b;
    case '/':
      return a / b;
    default:
      return a % b;
  }
}

export function evaluate(node: ConditionNode, scope: Scope): ExpressionValue {
  switch (node.type) {
    case 'Literal':
      return node.value;
    case 'Identifier':
      return read(scope, node.name);
    case 'MemberExpression':
      return read(evaluate(node.object, scope), node.property);
    case 'UnaryExpression': {
      const value = evaluate(node.argument, scope);
      if (node.operator === '!') return !value;
      const number = asNumber(value);
      if (number === undefined) throw new ExpressionError('workflow.expression.typeMismatch', { operator: node.operator });
      return node.operator === '-' ? -number : number;
    }
    case 'BinaryExpression': {
      if (node.operator === '&&') return Boolean(evaluate(node.left, scope)) && Boolean(evaluate(node.right, scope));
      if (node.operator === '||') return Boolean(evaluate(node.left, scope)) || Boolean(evaluate(node.right, scope));
      const left = evaluate(node.left, scope);
      const right = evaluate(node.right, scope);
      if (['+', '-', '*', '/', '%'].includes(node.operator)) return arithmetic(node.operator, left, right);
      return compare(node.operator, left, right);
    }
    case 'ConditionalExpression':
      return evaluate(node.test, scope) ? evaluate(node.consequent, scope) : evaluate(node.alternate, scope);
  }
}

/** A condition must come out true or false; anything else is a designer's mistake, not a silent branch. */
export function evaluateCondition(node: ConditionNode, scope: Scope): boolean {
  const value = evaluate(node, scope);
  if (typeof value !== 'boolean') throw new ExpressionError('workflow.expression.notBoolean');
  return value;
}
