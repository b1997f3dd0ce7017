import { api } from '../../api/base-api.ts';

/** A salary item as `GET /payroll/items` answers it (src/server/db/payroll.schema.ts `salary_items`). */
export type SalaryItem = {
  id: number;
  code: string;
  name: string;
  itemType: number;
  formula: string | null;
  rankAmounts: Record<string, string> | null;
  amount: string | null;
  roundStep: string;
  roundMode: string;
  sort: number;
};
export type InsuranceKind = { kind: string; floor: string; cap: string; employee: string; employer: string; round: { step: string; mode: string } };
export type InsuranceScheme = { id: number; city: string; year: number; kinds: InsuranceKind[] };
export type SchemeItem = { code: string; posts?: string[]; grades?: string[] };
export type SalaryScheme = {
  id: number;
  name: string;
  officeIds: number[];
  items: SchemeItem[];
  grossItem: string;
  params: Record<string, string>;
  insuranceCity: string;
};

/**
 * The salary setup's calls (`salaryManage:setup`). Saves are silent: the editor shows a refusal under the field the
 * server names, the form keeping what was typed.
 */
export const setupApi = api.enhanceEndpoints({ addTagTypes: ['SalaryItems', 'InsuranceSchemes', 'SalarySchemes'] }).injectEndpoints({
  endpoints: (build) => ({
    salaryItems: build.query<SalaryItem[], void>({ query: () => '/payroll/items', providesTags: ['SalaryItems'] }),
    saveSalaryItem: build.mutation<SalaryItem, Record<string, unknown>>({
      query: (body) => ({ url: '/payroll/items', method: 'POST', body, silent: true }),
      invalidatesTags: ['SalaryItems'],
    }),
    insuranceSchemes: build.query<InsuranceScheme[], void>({ query: () => '/payroll/insurance-schemes', providesTags: ['InsuranceSchemes'] }),
    saveInsuranceScheme: build.mutation<InsuranceScheme, Record<string, unknown>>({
      query: (body) => ({ url: '/payroll/insurance-schemes', method: 'POST', body, silent: true }),
      invalidatesTags: ['InsuranceSchemes'],
    }),
    salarySchemes: build.query<SalaryScheme[], void>({ query: () => '/payroll/schemes', providesTags: ['SalarySchemes'] }),
    saveSalaryScheme: build.mutation<SalaryScheme, Record<string, unknown>>({
      query: (body) => ({ url: '/payroll/schemes', method: 'POST', body, silent: true }),
      invalidatesTags: ['SalarySchemes'],
    }),
  }),
});
