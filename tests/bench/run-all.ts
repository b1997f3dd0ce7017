/** `npm run bench`: every benchmark in one run. Each prints its figures and ratios; none fails on time. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { runApprovalBench } from './approvals.bench.ts';
import { runExcelImportBench } from './excel-import.bench.ts';
import { runListQueryBench } from './list-query.bench.ts';
import { runLoginPageBench } from './login-page.bench.ts';
import { runScaleOutBench } from './scale-out.bench.ts';
import { runSessionBench } from './session.bench.ts';

const root = path.resolve(import.meta.dirname, '../..');
if (!existsSync(path.join(root, 'dist/client/index.html'))) {
  const { build } = await import('vite');
  await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
}
console.log(`# Benchmarks (${new Date().toISOString()}, Node ${process.version})`);
await runLoginPageBench();
await runSessionBench();
await runApprovalBench();
await runListQueryBench();
await runScaleOutBench();
await runExcelImportBench();
