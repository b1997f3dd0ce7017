import jsep from 'jsep';
import { Dec, figure, roundTo, type Rounding } from './decimal.ts';

/**
 * Calculated salary items (spec §9 item type 4): a formula over other items, attendance figures and parameters, in the
 * payroll's own small language — numbers, names, + − × ÷, comparisons, parentheses and the functions below — parsed
 * by jsep into a tree this file walks with exact decimals. Nothing is ever evaluated as JavaScript: a property, a
 * string, an assignment or an unknown function is refused when the items are saved, as are unknown names and cycles.
 */
export type SalaryItem = {
  code: string;
  /** Without one, the item's value is given (a rank's amount, a person's figure). */
  formula?: string;
  round?: Rounding;
};

export type FormulaProblem = {
  item: string;
  messageId: 'payroll.unknownName' | 'payroll.cycle' | 'payroll.badFormula';
  values: Record<string, string>;
};

type Node = jsep.Expression;
type Compiled = { item: SalaryItem; tree?: Node; names: string[] };

export type ItemPlan = { order: string[]; problems: FormulaProblem[]; items: ReadonlyMap<string, Compiled> };

/** What a figure is and how it came about: the formula and the value of every name it read. */
export type ItemValue = { value: string; formula?: string; used?: { name: string; value: string }[] };

const BINARY = new Set(['+', '-', '*', '/', '>', '>=', '<', '<=', '==', '!=']);
const FUNCTIONS: Record<string, { arity: [number, number]; apply: (args: Dec[]) => Dec }> = {
  min: { arity: [1, Infinity], apply: (args) => Dec.min(...args) },
  max: { arity: [1, Infinity], apply: (args) => Dec.max(...args) },
  abs: { arity: [1, 1], apply: ([x]) => x.abs() },
  round: { arity: [1, 2], apply: ([x, places]) => x.toDecimalPlaces(places ? places.toNumber() : 0) },
  if: { arity: [3, 3], apply: ([condition, then, otherwise]) => (condition.isZero() ? otherwise : then) },
};

class BadFormula extends Error {}

/** The names a tree reads, in order of first use; throws BadFormula on anything outside the language. */
function namesOf(node: Node, names: string[] = []): string[] {
  switch (node.type) {
    case 'Literal':
      if (typeof node.value !== 'number') throw new BadFormula();
      return names;
    case 'Identifier':
      if (!names.includes(node.name as string)) names.push(node.name as string);
      return names;
    case 'UnaryExpression':
      if (node.operator !== '-' && node.operator !== '+') throw new BadFormula();
      return namesOf(node.argument as Node, names);
    case 'BinaryExpression':
      if (!BINARY.has(node.operator as string)) throw new BadFormula();
      namesOf(node.left as Node, names);
      return namesOf(node.right as Node, names);
    case 'CallExpression': {
      const callee = node.callee as Node;
      const args = node.arguments as Node[];
      const fn = callee.type === 'Identifier' ? Object.hasOwn(FUNCTIONS, callee.name as string) && FUNCTIONS[callee.name as string] : undefined;
      if (!fn || args.length < fn.arity[0] || args.length > fn.arity[1]) throw new BadFormula();
      for (const arg of args) namesOf(arg, names);
      return names;
    }
    default:
      throw new BadFormula();
  }
}

function parse(formula: string): Compiled['tree'] {
  try {
    return jsep(formula);
  } catch {
    throw new BadFormula();
  }
}

/** The names a valid formula reads, in order of first use (what an explanation lists). */
export const namesOfFormula = (formula: string): string[] => namesOf(parse(formula)!);

/** Checks the items and orders them so each comes after every item its formula reads. */
export function compileItems(items: readonly SalaryItem[], inputs: readonly string[]): ItemPlan {
  const problems: FormulaProblem[] = [];
  const compiled = new Map<string, Compiled>();
  const known = new Set([...items.map((item) => item.code), ...inputs]);
  for (const item of items) {
    if (item.formula === undefined) {
      compiled.set(item.code, { item, names: [] });
      continue;
    }
    try {
      const tree = parse(item.formula)!;
      const names = namesOf(tree);
      const unknown = names.find((name) => !known.has(name));
      if (unknown) problems.push({ item: item.code, messageId: 'payroll.unknownName', values: { name: unknown } });
      compiled.set(item.code, { item, tree, names });
    } catch (error) {
      if (!(error instanceof BadFormula)) throw error;
      problems.push({ item: item.code, messageId: 'payroll.badFormula', values: { formula: item.formula } });
      compiled.set(item.code, { item, names: [] });
    }
  }

  // Depth-first, items in the order listed: an item is placed once everything it reads is.
  const order: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (code: string, path: string[]) => {
    if (state.get(code) === 'done') return;
    if (state.get(code) === 'visiting') {
      const cycle = [...path.slice(path.indexOf(code)), code];
      problems.push({ item: cycle[0], messageId: 'payroll.cycle', values: { items: cycle.join(' → ') } });
      return;
    }
    state.set(code, 'visiting');
    for (const name of compiled.get(code)!.names) if (compiled.has(name)) visit(name, [...path, code]);
    state.set(code, 'done');
    order.push(code);
  };
  for (const item of items) visit(item.code, []);
  return { order, problems, items: compiled };
}

function evaluate(node: Node, value: (name: string) => Dec, item: string): Dec {
  switch (node.type) {
    case 'Literal':
      return new Dec(node.raw as string);
    case 'Identifier':
      return value(node.name as string);
    case 'UnaryExpression': {
      const argument = evaluate(node.argument as Node, value, item);
      return node.operator === '-' ? argument.neg() : argument;
    }
    case 'BinaryExpression': {
      const left = evaluate(node.left as Node, value, item);
      const right = evaluate(node.right as Node, value, item);
      const truth = (holds: boolean) => new Dec(holds ? 1 : 0);
      switch (node.operator) {
        case '+':
          return left.plus(right);
        case '-':
          return left.minus(right);
        case '*':
          return left.times(right);
        case '/':
          if (right.isZero()) throw new Error(`${item}: division by zero`);
          return left.div(right);
        case '>':
          return truth(left.gt(right));
        case '>=':
          return truth(left.gte(right));
        case '<':
          return truth(left.lt(right));
        case '<=':
          return truth(left.lte(right));
        case '==':
          return truth(left.eq(right));
        default:
          return truth(!left.eq(right));
      }
    }
    default: {
      const args = (node.arguments as Node[]).map((arg) => evaluate(arg, value, item));
      return FUNCTIONS[(node.callee as Node).name as string].apply(args);
    }
  }
}

/**
 * The items' values from the given figures (items without a formula, and the inputs; one not given is 0), each
 * rounded by its own rule, with its explanation. Throws on a plan with problems, or a division by zero.
 */
export function computeItems(plan: ItemPlan, given: Readonly<Record<string, string>>): Record<string, ItemValue> {
  if (plan.problems.length) throw new Error(`salary items with problems: ${plan.problems.map((problem) => problem.item).join(', ')}`);
  const values = new Map<string, Dec>();
  const text = new Map<string, string>();
  const valueOf = (name: string) => values.get(name) ?? figure(Object.hasOwn(given, name) ? given[name] : '0');
  const out: Record<string, ItemValue> = {};
  for (const code of plan.order) {
    const { item, tree, names } = plan.items.get(code)!;
    const raw = tree ? evaluate(tree, valueOf, code) : valueOf(code);
    const rounded = item.round ? roundTo(raw, item.round) : raw;
    const shown = item.round ? rounded.toFixed(item.round.step === '1' ? 0 : item.round.step.length - 2) : rounded.toString();
    values.set(code, rounded);
    text.set(code, shown);
    out[code] = tree
      ? { value: shown, formula: item.formula, used: names.map((name) => ({ name, value: text.get(name) ?? valueOf(name).toString() })) }
      : { value: shown };
  }
  return out;
}
