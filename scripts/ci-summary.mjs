// The closing report of CI: each stage's seconds, the ten slowest files of each suite, and one line adding up the
// results of the Vitest and Playwright JSON reports. Usage: ci-summary.mjs STAGES_FILE REPORT...
// STAGES_FILE holds one "<seconds>\t<stage>" line per stage (.ci/run writes it).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const [stagesFile, ...reports] = process.argv.slice(2);
const SLOWEST = 10;

if (stagesFile && existsSync(stagesFile)) {
  console.log('Stages (seconds):');
  let total = 0;
  for (const line of readFileSync(stagesFile, 'utf8').trim().split('\n').filter(Boolean)) {
    const [seconds, stage] = line.split('\t');
    total += Number(seconds);
    console.log(`  ${seconds.padStart(5)}  ${stage}`);
  }
  console.log(`  ${String(total).padStart(5)}  in all`);
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of reports) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  /** Seconds each test file took, as the report tells. */
  let files = [];
  if ('numPassedTests' in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    files = report.testResults.map((result) => ({ name: path.relative(process.cwd(), result.name), seconds: (result.endTime - result.startTime) / 1000 }));
  } else if (report.stats) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    // A spec file's time is the sum of its tests' (describe blocks are suites inside it).
    const results = (suite) => [...(suite.specs ?? []).flatMap((spec) => spec.tests.flatMap((test) => test.results)), ...(suite.suites ?? []).flatMap(results)];
    files = report.suites.map((suite) => ({ name: suite.file, seconds: results(suite).reduce((sum, result) => sum + result.duration, 0) / 1000 }));
  }
  console.log(`\nSlowest files of ${path.basename(file)}:`);
  for (const { name, seconds } of files.sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST)) console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${name}`);
}
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
