import { clientModule } from './client/client.module.ts';
import { appropriationModule } from './expense/appropriation.module.ts';
import { incomeAdjustmentModule } from './expense/income-adjustment.module.ts';
import { invoiceApplicationModule } from './expense/invoice-application.module.ts';
import { invoiceReturnModule } from './expense/invoice-return.module.ts';
import { loanModule } from './expense/loan.module.ts';
import { monthlyPlanModule } from './expense/monthly-plan.module.ts';
import { nonIncomeModule } from './expense/non-income.module.ts';
import { receiptModule } from './expense/receipt.module.ts';
import { reconciliationModule } from './expense/reconciliation.module.ts';
import { repaymentModule } from './expense/repayment.module.ts';
import { settlementModule } from './expense/settlement.module.ts';
import { reimbursementModule } from './expense/reimbursement.module.ts';
import { credentialsModule } from './library/credentials.module.ts';
import { externalLinksModule } from './library/external-links.module.ts';
import { honorsModule } from './library/honors.module.ts';
import { introductionModule } from './library/introduction.module.ts';
import { legislationModule } from './library/legislation.module.ts';
import { licensesModule } from './library/licenses.module.ts';
import { managementRulesModule } from './library/management-rules.module.ts';
import { performanceModule } from './library/performance.module.ts';
import { personnelModule } from './library/personnel.module.ts';
import { standardsModule } from './library/standards.module.ts';
import { techGuidesModule } from './library/tech-guides.module.ts';
import type { ModuleArea, ModuleDescriptor } from './module.types.ts';

/** The only registry of modules: a module exists once it is listed here. */
export const MODULES: readonly ModuleDescriptor[] = [
  clientModule,
  credentialsModule,
  honorsModule,
  introductionModule,
  licensesModule,
  performanceModule,
  personnelModule,
  legislationModule,
  standardsModule,
  techGuidesModule,
  managementRulesModule,
  externalLinksModule,
  invoiceApplicationModule,
  invoiceReturnModule,
  receiptModule,
  reimbursementModule,
  loanModule,
  repaymentModule,
  incomeAdjustmentModule,
  settlementModule,
  reconciliationModule,
  nonIncomeModule,
  appropriationModule,
  monthlyPlanModule,
];

/** The directories modules hang under (spec §1 module areas), with their sidebar order and icon. */
export const MODULE_AREAS: readonly { area: ModuleArea; sort: number; icon: string }[] = [
  { area: 'library', sort: 100, icon: 'library_books' },
  { area: 'client', sort: 110, icon: 'contacts' },
  { area: 'expense', sort: 120, icon: 'payments' },
];

const BY_KEY = new Map(MODULES.map((descriptor) => [descriptor.key, descriptor]));

export function findModule(key: string): ModuleDescriptor | undefined {
  return BY_KEY.get(key);
}
