import { defineArea } from '../module.types.ts';
import expenseDirectory from './expense.area.json' with { type: 'json' };

/** Expenses (spec §1): its modules; its sidebar directory (order, icon, name) is the data file beside it. */
export const expenseArea = defineArea({
  key: 'expense',
  ...expenseDirectory,
  modules: {
    invoiceapplication: () => import('./invoice-application/invoice-application.module.ts').then((code) => code.invoiceApplicationModule),
    invoicereturn: () => import('./invoice-return/invoice-return.module.ts').then((code) => code.invoiceReturnModule),
    receipt: () => import('./receipt/receipt.module.ts').then((code) => code.receiptModule),
    reimapplication: () => import('./reimbursement/reimbursement.module.ts').then((code) => code.reimbursementModule),
    loan: () => import('./loan/loan.module.ts').then((code) => code.loanModule),
    repayment: () => import('./repayment/repayment.module.ts').then((code) => code.repaymentModule),
    incomeadjustment: () => import('./income-adjustment/income-adjustment.module.ts').then((code) => code.incomeAdjustmentModule),
    settlement: () => import('./settlement/settlement.module.ts').then((code) => code.settlementModule),
    reconciliation: () => import('./reconciliation/reconciliation.module.ts').then((code) => code.reconciliationModule),
    nonincome: () => import('./non-income/non-income.module.ts').then((code) => code.nonIncomeModule),
    approproation: () => import('./appropriation/appropriation.module.ts').then((code) => code.appropriationModule),
    monthlyplan: () => import('./monthly-plan/monthly-plan.module.ts').then((code) => code.monthlyPlanModule),
  },
});
