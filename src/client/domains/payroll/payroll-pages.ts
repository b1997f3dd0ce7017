import { registerPage } from '../../app/page-registry.ts';

/** The salary administrators' sheet and everyone's payslips (src/server/payroll/README.md "Stored payroll"). */
registerPage({
  component: 'human/salarySheet',
  load: () => import('./salary-sheet-page.tsx').then((m) => m.SalarySheetPage),
  meta: { title: { id: 'payroll.page.sheet' } },
});
registerPage({
  component: 'payslip',
  load: () => import('./payslip-page.tsx').then((m) => m.PayslipPage),
  meta: { title: { id: 'payroll.page.payslip' } },
});
