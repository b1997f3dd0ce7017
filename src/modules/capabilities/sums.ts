import type { ColumnTotal, FieldDef } from '../../shared/rules/field.types.ts';
import type { TotalRule } from '../../shared/rules/totals.ts';
import type { ModuleDescriptor } from '../module.types.ts';
import { type Capability, capability, expectField, fieldOf } from './capability.ts';

/** A column of a detail table: `table` the table's field, `column` one of its columns. */
export type SumOf = { table: string; column: string };

/**
 * "These rows add up to X", said one way (src/server/engine/README.md). Two variants:
 *
 * - `computed`: the server stores the value whatever the client sent, and the form shows it read-only as lines are
 *   typed (`src/shared/rules/totals.ts`, exact to the cent). With `of`, the money field `into` is the sum of the
 *   column while the table has rows (an amount = the total of its lines); with `product`, each row's cell `into`
 *   (`<table>.<column>`) is the product of two of its cells (a line's amount: quantity × unit price).
 * - `mustEqual`: the column of `of` adds up exactly (in hundredths) to `equals`, a figure (the members' shares to 100)
 *   or the record's money field `{ field }` (a fee split to the cost's amount). `when: 'always'`: on every save while
 *   the table has rows, by the form and the server (1001 on the table, `engine.columnTotal`); `when: 'split'`: only
 *   when the split sub-flow is submitted (its parts, `engine.splitUnbalanced`). A module offering the split sub-flow
 *   declares one must-equal sum, and the split is submitted only with rows that satisfy it, whatever its `when`.
 */
export type SumDef =
  | { computed: 'sum'; into: string; of: SumOf }
  | { computed: 'product'; into: `${string}.${string}`; product: readonly [string, string] }
  | { mustEqual: true; of: SumOf; equals: number | { field: string }; when: 'always' | 'split' };
export type MustEqualSum = Extract<SumDef, { mustEqual: true }>;

/** The computed sums as the shared totals rule reads them (server save, form). */
export function totalRules(descriptor: Pick<ModuleDescriptor, 'capabilities'>): readonly TotalRule[] {
  return (descriptor.capabilities.sums ?? []).flatMap((sum): TotalRule[] => {
    if ('mustEqual' in sum) return [];
    return sum.computed === 'sum' ? [{ field: sum.into, of: { subTable: sum.of.table, column: sum.of.column } }] : [{ field: sum.into, product: sum.product }];
  });
}

/** The rows a split's parts are and what they add up to: the module's must-equal sum, when it offers a split. */
export function splitParts(descriptor: Pick<ModuleDescriptor, 'capabilities'>): { subTable: string; column: string; equals: string } | undefined {
  if (!descriptor.capabilities.subFlows?.includes('split')) return undefined;
  const sum = (descriptor.capabilities.sums ?? []).find((candidate): candidate is MustEqualSum => 'mustEqual' in candidate);
  return sum && typeof sum.equals === 'object' ? { subTable: sum.of.table, column: sum.of.column, equals: sum.equals.field } : undefined;
}

/**
 * The fields with each always-checked must-equal sum as its table's `columnTotal`: the shape the shared validation
 * (`validateRecord`, run by the form and the server) reads. Set by the module loader, never written in a descriptor.
 */
export function withColumnTotals(fields: readonly FieldDef[], sums: readonly SumDef[] | undefined): readonly FieldDef[] {
  const always = (sums ?? []).filter((sum): sum is MustEqualSum => 'mustEqual' in sum && sum.when === 'always');
  if (always.length === 0) return fields;
  return fields.map((field) => {
    const sum = always.find((candidate) => candidate.of.table === field.key);
    if (!sum || field.type !== 'subTable') return field;
    const columnTotal: ColumnTotal =
      typeof sum.equals === 'number' ? { column: sum.of.column, equals: sum.equals } : { column: sum.of.column, equalsField: sum.equals.field };
    return { ...field, columnTotal };
  });
}

const column = (descriptor: ModuleDescriptor, of: SumOf, types: Parameters<typeof expectField>[2], what: string) => [
  ...expectField(descriptor, of.table, ['subTable'], what),
  ...(fieldOf(descriptor, of.table) ? expectField(descriptor, `${of.table}.${of.column}`, types, what) : []),
];

export const sums: Capability<readonly SumDef[]> = capability({
  check: (value, { descriptor }) => {
    const problems = value.flatMap((sum) => {
      if ('computed' in sum && sum.computed === 'sum')
        return [...expectField(descriptor, sum.into, ['money'], 'sums'), ...column(descriptor, sum.of, ['money'], 'sums')];
      if ('computed' in sum) {
        const [table] = sum.into.split('.');
        const cells = sum.product.map((key) => fieldOf(descriptor, `${table}.${key}`)?.type).sort();
        return [
          ...expectField(descriptor, sum.into, ['money'], 'sums'),
          ...(cells.join() === 'money,number' ? [] : [`sums: ${sum.into} is not a number × money product`]),
        ];
      }
      const equals = typeof sum.equals === 'number' ? [] : expectField(descriptor, sum.equals.field, ['money'], 'sums');
      const split = sum.when === 'split' && !descriptor.capabilities.subFlows?.includes('split') ? ['sums: checked on a split the module does not offer'] : [];
      return [...column(descriptor, sum.of, ['money', 'number'], 'sums'), ...equals, ...split];
    });
    const offersSplit = descriptor.capabilities.subFlows?.includes('split');
    if (offersSplit && !splitParts(descriptor)) problems.push('sums: the split sub-flow needs a must-equal sum of its parts to a money field');
    return problems;
  },
});
