/** `npm run bench`: every benchmark in one run. Each prints its figures and ratios; none fails on time. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { runApprovalBench } from './approvals.bench.ts';
import { runAttendanceMonthBench, runAttendanceStoredMonthBench } from './attendance-month.bench.ts';
import { runClientChunksBench } from './client-chunks.bench.ts';
import { runContractReceiptsBench } from '../modules/cost/contract-receipts.bench.ts';
import { runExcelImportBench } from './excel-import.bench.ts';
import { runListQueryBench } from './list-query.bench.ts';
import { runLoginPageBench } from './login-page.bench.ts';
import { runPayrollBench, runPayrollSheetBench } from './payroll.bench.ts';
import { runScaleOutBench } from './scale-out.bench.ts';
import { runSessionBench } from './session.bench.ts';
import { runStockIssuesBench } from '../modules/goods/stock-issues.bench.ts';

const root = path.resolve(import.meta.dirname, '../..');
// The client-chunks benchmark reads the build manifest, and the login benchmark the pages of each language, which
// older builds lack.
const dist = process.env.CLIENT_DIST ? path.resolve(process.env.CLIENT_DIST) : path.join(root, 'dist/client');
if (!existsSync(path.join(dist, '.vite/manifest.json')) || !existsSync(path.join(dist, 'index.en.html'))) {
  const { build } = await import('vite');
  await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
}
console.log(`# Benchmarks (${new Date().toISOString()}, Node ${process.version})`);
const loginPage = await runLoginPageBench();
runClientChunksBench(loginPage);
await runSessionBench();
await runApprovalBench();
await runContractReceiptsBench();
await runStockIssuesBench();
await runListQueryBench({ loginFormMs: loginPage.formMs });
await runScaleOutBench();
await runExcelImportBench();
runAttendanceMonthBench();
await runAttendanceStoredMonthBench();
runPayrollBench();
await runPayrollSheetBench();
