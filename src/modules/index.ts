import { customerModule } from './client/customer/customer.module.ts';
import { bidDistributionModule } from './cost/bid-distribution/bid-distribution.module.ts';
import { appropriationModule } from './expense/appropriation/appropriation.module.ts';
import { incomeAdjustmentModule } from './expense/income-adjustment/income-adjustment.module.ts';
import { invoiceApplicationModule } from './expense/invoice-application/invoice-application.module.ts';
import { invoiceReturnModule } from './expense/invoice-return/invoice-return.module.ts';
import { loanModule } from './expense/loan/loan.module.ts';
import { monthlyPlanModule } from './expense/monthly-plan/monthly-plan.module.ts';
import { nonIncomeModule } from './expense/non-income/non-income.module.ts';
import { receiptModule } from './expense/receipt/receipt.module.ts';
import { reconciliationModule } from './expense/reconciliation/reconciliation.module.ts';
import { repaymentModule } from './expense/repayment/repayment.module.ts';
import { settlementModule } from './expense/settlement/settlement.module.ts';
import { reimbursementModule } from './expense/reimbursement/reimbursement.module.ts';
import { credentialsModule } from './library/credentials/credentials.module.ts';
import { externalLinksModule } from './library/external-links/external-links.module.ts';
import { honorsModule } from './library/honors/honors.module.ts';
import { introductionModule } from './library/introduction/introduction.module.ts';
import { legislationModule } from './library/legislation/legislation.module.ts';
import { licensesModule } from './library/licenses/licenses.module.ts';
import { managementRulesModule } from './library/management-rules/management-rules.module.ts';
import { performanceModule } from './library/performance/performance.module.ts';
import { personnelModule } from './library/personnel/personnel.module.ts';
import { standardsModule } from './library/standards/standards.module.ts';
import { techGuidesModule } from './library/tech-guides/tech-guides.module.ts';
import type { ModuleArea, ModuleDescriptor } from './module.types.ts';

export { MODULE_AREAS } from './areas.ts';

/** The only registry of modules: a module exists once it is listed here. */
export const MODULES: readonly ModuleDescriptor[] = [
  customerModule,
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
  bidDistributionModule,
];

const BY_KEY = new Map(MODULES.map((descriptor) => [descriptor.key, descriptor]));

export function findModule(key: string): ModuleDescriptor | undefined {
  return BY_KEY.get(key);
}

/** The modules of one area, in registry order: what the screens of that area need. */
export const modulesOf = (area: ModuleArea): readonly ModuleDescriptor[] => MODULES.filter((descriptor) => descriptor.area === area);

/** A shipped flow: an approval module's default BPMN, published as version 1 of its flow key (flows/README.md). */
export type DefaultFlow = { moduleId: number; key: string; url: URL };

/** The shipped flows, by moduleId: each module's `flow` with the `.bpmn` in its folder. */
export const DEFAULT_FLOWS: readonly DefaultFlow[] = MODULES.flatMap(({ moduleId, flow, bpmn }) =>
  flow && bpmn && moduleId !== undefined ? [{ moduleId, key: flow, url: bpmn }] : [],
).sort((a, b) => a.moduleId - b.moduleId);
