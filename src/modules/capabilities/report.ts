import { type Capability, capability, expectField, fieldOf } from './capability.ts';

/**
 * A count report of the module's documents (spec §1 count reports, `src/server/engine/report.routes.ts`): totals of
 * `amount` and a count by month of `date`, by office or by the option field `type`. The page is `/count/<key>`, its
 * permission `<permission>:list` and `:export` (spec §6 module:action). With `with`, the documents of those modules
 * (declaring the same `date` field) count too, and `type: 'module'` groups by module, each named by its title (the
 * kinds of result document); without `amount` the amounts are 0. By office, the creator's office, or with `office` the
 * office its tree-pick field names (an employee's department rather than the HR office that filed the archive).
 * With `until`, a date field that ends a record's count (an employee's leave date), each row also counts the records
 * ended in it: by month, the departures of that month beside the entries. Every row opens its documents (drill-down).
 */
export type ReportDef = {
  key: string;
  /** The date field of a module of `with` whose date field has another name (an outgoing document's issue date). */
  dates?: Readonly<Record<string, string>>;
  /** Documents in every status count (in handling as well as closed), and the report groups by status too. */
  everyStatus?: boolean;
  /** Each row also gives the average handling time in hours: from the submission to the end of the approved process. */
  handling?: boolean;
  permission: string;
  date: string;
  until?: string;
  type: string;
  amount?: string;
  office?: string;
  with?: readonly string[];
  sort: number;
  icon: string;
};

export const report: Capability<ReportDef> = capability({
  check: ({ date, until, type, amount, office, with: others = [], dates = {} }, { descriptor, findModule }) => [
    ...expectField(descriptor, date, ['date'], 'report'),
    ...(until ? expectField(descriptor, until, ['date'], 'report.until') : []),
    ...(type === 'module' ? (others.length ? [] : ['report: by module counts no other module']) : expectField(descriptor, type, ['select', 'radio'], 'report')),
    ...(amount ? expectField(descriptor, amount, ['money'], 'report') : []),
    ...(office ? expectField(descriptor, office, ['treePick'], 'report.office') : []),
    ...others.flatMap((key) => {
      const other = findModule(key);
      const own = dates[key] ?? date;
      return other && fieldOf(other, own)?.type === 'date' ? [] : [`report: ${key} has no date field ${own}`];
    }),
  ],
});
