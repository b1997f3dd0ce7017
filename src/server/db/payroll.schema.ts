import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, numeric, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { stampedAt } from './columns.ts';
import { offices, users } from './core.schema.ts';

/**
 * Payroll's data (src/server/payroll/README.md "Stored payroll"): salary items, cities' insurance schemes, compute
 * schemes, each person's effective-dated salary, and the month's sheets with one row per person. Money is `numeric`.
 */

/** A salary item (spec §9 type 1 rank, 2 per person, 3 per item, 4 calculated) and its rounding. */
export const salaryItems = pgTable(
  'salary_items',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    itemType: smallint('item_type').notNull(),
    /** Type 4: the formula over items, attendance figures and parameters. */
    formula: text('formula'),
    /** Type 1: the amount by grade ({ grade: amount }). */
    rankAmounts: jsonb('rank_amounts').$type<Record<string, string>>(),
    /** Type 3: the amount of the item for everyone it applies to. */
    amount: numeric('amount', { precision: 14, scale: 2 }),
    roundStep: text('round_step').notNull().default('0.01'),
    roundMode: text('round_mode').notNull().default('halfUp'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('salary_items_code_uq').on(t.code),
    check('salary_items_type_check', sql`${t.itemType} between 1 and 4`),
    check('salary_items_formula_check', sql`(${t.itemType} = 4) = (${t.formula} is not null)`),
    check('salary_items_round_check', sql`${t.roundStep} in ('0.01', '0.1', '1') and ${t.roundMode} in ('halfUp', 'up', 'down')`),
  ],
);

/** A city's insurance and housing fund scheme for a year: per kind floor, cap, rates and rounding (insurance.ts). */
export const insuranceSchemes = pgTable(
  'insurance_schemes',
  {
    id: serial('id').primaryKey(),
    city: text('city').notNull(),
    year: integer('year').notNull(),
    kinds: jsonb('kinds')
      .$type<
        {
          kind: string;
          floor: string;
          cap: string;
          employee: string;
          employer: string;
          round: { step: '0.01' | '0.1' | '1'; mode: 'halfUp' | 'up' | 'down' };
        }[]
      >()
      .notNull(),
  },
  (t) => [uniqueIndex('insurance_schemes_city_year_uq').on(t.city, t.year)],
);

/** A compute scheme: the offices it pays, its items in order (each limited to posts or grades), parameters, insurance. */
export const salarySchemes = pgTable('salary_schemes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** The offices it applies to (and those below them). */
  officeIds: jsonb('office_ids').$type<number[]>().notNull(),
  /** The constitution: items in order; an item naming posts or grades applies only to them (0 for others). */
  items: jsonb('items').$type<{ code: string; posts?: string[]; grades?: string[] }[]>().notNull(),
  /** The item that is gross pay (taxable wages). */
  grossItem: text('gross_item').notNull(),
  /** Named figures formulas read (e.g. workDays 21.75). */
  params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
  insuranceCity: text('insurance_city').notNull(),
});

/** A person's salary from a month on (single salary, module 104): grade, per-person amounts, insurance base. */
export const personSalaries = pgTable(
  'person_salaries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    effectiveMonth: text('effective_month').notNull(),
    grade: text('grade'),
    amounts: jsonb('amounts').$type<Record<string, string>>().notNull(),
    insuranceBase: numeric('insurance_base', { precision: 14, scale: 2 }).notNull(),
    additional: numeric('additional', { precision: 14, scale: 2 }).notNull().default('0'),
    /** The single salary document that set it (none for the demo's first salaries). */
    recordId: bigint('record_id', { mode: 'number' }),
    createdAt: stampedAt('created_at'),
  },
  (t) => [
    uniqueIndex('person_salaries_user_month_uq').on(t.userId, t.effectiveMonth),
    check('person_salaries_month_check', sql`${t.effectiveMonth} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

/** A month's salary sheet of an office: 0 computed, 1 in approval, 2 locked. */
export const salarySheets = pgTable(
  'salary_sheets',
  {
    id: serial('id').primaryKey(),
    month: text('month').notNull(),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    schemeId: integer('scheme_id')
      .notNull()
      .references(() => salarySchemes.id),
    status: smallint('status').notNull().default(0),
    /** What explains every row's cells: the formulas, item types, parameters and insurance city as computed. */
    explain: jsonb('explain').$type<Record<string, unknown>>().notNull().default({}),
    recordId: bigint('record_id', { mode: 'number' }),
    people: integer('people').notNull().default(0),
    gross: numeric('gross', { precision: 16, scale: 2 }).notNull().default('0'),
    net: numeric('net', { precision: 16, scale: 2 }).notNull().default('0'),
    computedBy: integer('computed_by').references(() => users.id),
    computedAt: stampedAt('computed_at'),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('salary_sheets_month_office_uq').on(t.month, t.officeId),
    check('salary_sheets_status_check', sql`${t.status} between 0 and 2`),
    check('salary_sheets_month_check', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

/** One person's line of a sheet: the figures, the tax month the next months cumulate, every cell's explanation. */
export const salarySheetRows = pgTable(
  'salary_sheet_rows',
  {
    sheetId: integer('sheet_id')
      .notNull()
      .references(() => salarySheets.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    month: text('month').notNull(),
    officeId: integer('office_id'),
    gross: numeric('gross', { precision: 14, scale: 2 }).notNull(),
    employeeInsurance: numeric('employee_insurance', { precision: 14, scale: 2 }).notNull(),
    employerInsurance: numeric('employer_insurance', { precision: 14, scale: 2 }).notNull(),
    tax: numeric('tax', { precision: 14, scale: 2 }).notNull(),
    net: numeric('net', { precision: 14, scale: 2 }).notNull(),
    taxIncome: numeric('tax_income', { precision: 14, scale: 2 }).notNull(),
    taxSpecial: numeric('tax_special', { precision: 14, scale: 2 }).notNull(),
    taxAdditional: numeric('tax_additional', { precision: 14, scale: 2 }).notNull(),
    /** Each item's value as text by code, for the sheet's columns. */
    values: jsonb('values').$type<Record<string, string>>().notNull(),
    /** What explains the row's cells beyond its values: attendance figures, salary, items not applying, insurance, tax. */
    cells: jsonb('cells').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sheetId, t.userId] }),
    uniqueIndex('salary_sheet_rows_user_month_uq').on(t.userId, t.month),
    index('salary_sheet_rows_month_idx').on(t.month),
  ],
);
