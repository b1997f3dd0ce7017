import type { Condition } from './conditions.ts';
import type { RuleSpec } from './rule.types.ts';

/** Spec §2 generic form modes: '-1' by default, '-2' when opened with pt=5; others come from configuration. */
export type FormMode = string;

/** Where a field is shown or editable; an absent list means "every mode" / "every status". */
export type ModeRule = { modes?: readonly FormMode[]; statuses?: readonly number[] };
/** Where a field shows: its modes and statuses, and with `when` only while the record's values meet it (half days for a leave counted in days). */
export type VisibleRule = ModeRule & { when?: Condition };

/** A list column's defaults: what the table-layout setting starts from (spec §3 Table-layout setting). */
export type ColumnDefaults = { width?: number; align?: 'left' | 'center' | 'right'; sortable?: boolean; visible?: boolean; fixed?: 'left' | 'right' };

/**
 * Options of a dictionary control: a dictionary of src/shared/dictionaries.ts, or a module's own values. The server
 * reads a dictionary's values from the database, where an administrator extends it, into `loaded`.
 */
export type OptionSource = { dict: string; loaded?: readonly DictionaryEntry[] } | { values: readonly string[] };

/** A dictionary value as the database holds it: its own label, and the catalogue id of one shipped with the code. */
export type DictionaryEntry = { value: string; label: string; i18nKey: string | null };

type FieldBase = {
  key: string;
  rules?: readonly RuleSpec[];
  /** List column defaults; a field without it is a column the user may switch on. */
  column?: ColumnDefaults;
  /** Matched by the quick search box. */
  search?: boolean;
  visible?: VisibleRule;
  editable?: ModeRule;
  /** Form grid width out of 24. */
  span?: 6 | 8 | 12 | 24;
  /** A money bound read from another field of the record (`validate-record.ts`). */
  atMost?: AtMost;
};

/**
 * The value may be at most `percent` % of the record's money field `field`, compared exactly in hundredths. An
 * `error` (the default) refuses the save; a `warning` is shown under the field and never refuses it.
 */
export type AtMost = { field: string; percent: number; severity?: RuleSeverity };
export type RuleSeverity = 'error' | 'warning';

export type ScalarField = FieldBase &
  (
    | { type: 'text' | 'textarea' | 'richText' | 'datetime' | 'money' }
    /**
     * `after`: later than the date of the field named (a borrowing's due date after its borrow date), when both are
     * filled; else 1001 on this field, `rules.after` with that date. Top-level fields only.
     */
    | { type: 'date'; after?: string }
    /** Spec §5 data type 2: digits with an optional decimal part. */
    | { type: 'number'; precision?: number }
    /** A time of day "HH:mm"; hours in half hours ("7.5"); a month "YYYY-MM" (`src/shared/rules/field-kinds/`). */
    | { type: 'time' | 'duration' | 'month' }
    /** A percentage with up to two decimals ("12.50"), from `min` to `max`: 0 to 100 unless declared. */
    | { type: 'percent'; min?: number; max?: number }
    | { type: 'select' | 'radio' | 'checkbox'; options: OptionSource }
    /** A node of a tree (offices); `leafOnly` is the picker's leaf-only mode. */
    | { type: 'treePick'; source: 'office'; leafOnly?: boolean; multiple?: boolean }
    /** Users, offices, or the records of any module; `memberOf` only where the saver belongs to the picked record. */
    | {
        type: 'recordPick';
        /**
         * `statuses`: only records in one of them may be picked (a contract in force); `where`: only records whose data
         * meets it (a seal in use, not disabled). The picker lists no other, the server refuses any other.
         */
        target: 'user' | 'office' | { module: string; statuses?: readonly number[]; where?: Condition };
        multiple?: boolean;
        memberOf?: MemberOf;
        /** A person a new record names is, until changed, whoever fills it in (a requester, a receiver). */
        signedInByDefault?: boolean;
        /**
         * A pick of several users also offers the common groups of the register `module` (its user pick `members`):
         * picking a group picks its members. The value stays user ids.
         */
        groups?: { module: string; members: string };
      }
    /** Spec §5 Uploads: limits per field. `accept` lists lower-case extensions. */
    | { type: 'file' | 'image'; accept: readonly string[]; maxSizeKb: number; maxCount: number }
  );

/**
 * Only a member of the picked record may save a record picking it (a project's result documents, filed by its
 * members): the saver is a user the picked record's detail table `table` names in its user column `column`, or the
 * user its user pick `or` names (the project leader). Checked by the server on every save (1001 on the field).
 */
export type MemberOf = { table: string; column: string; or?: string };

/** Detail rows: a table of scalar fields inside the record. */
export type SubTableField = FieldBase & {
  type: 'subTable';
  columns: readonly ScalarField[];
  maxRows?: number;
  /**
   * A column whose cells, while the table has rows, add up exactly to `equals` (the members' shares to 100 %) or
   * to the record's field `equalsField` (a fee split to the cost's amount), in hundredths.
   */
  columnTotal?: ColumnTotal;
};

export type ColumnTotal = { column: string } & ({ equals: number; equalsField?: never } | { equalsField: string; equals?: never });

export type FieldDef = ScalarField | SubTableField;
export type FieldType = FieldDef['type'];

/** The part of a module descriptor that validation reads. */
export type ValidatedShape = { fields: readonly FieldDef[] };

/** A stored file as a file or image field holds it. */
export type FileRef = { id: string; name: string };

/** How a field is searched and compared; the server's search compiler and the list's filters share it. */
export type SearchKind = 'text' | 'number' | 'date' | 'month' | 'option' | 'multi' | 'pick';
