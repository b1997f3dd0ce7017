import { approvalZh } from './approval.zh.ts';
import { zh } from './zh.ts';
import { moduleEngineZh } from './module-engine.zh.ts';
import { stockReportZh } from './stock-report.zh.ts';
import { numberingZh } from './numbering.zh.ts';
import { printZh } from './print.zh.ts';
import { workflowZh } from './workflow.zh.ts';
import { systemParamsZh } from './system-params.zh.ts';
import { hrZh } from './hr.zh.ts';
import { documentsZh } from './documents.zh.ts';
import { payrollZh } from './payroll.zh.ts';

/** Everything the server and the client say in Chinese (the source text), one file per language so a page loads only its own. */
export const catalogueZh = {
  ...zh,
  ...moduleEngineZh,
  ...stockReportZh,
  ...workflowZh,
  ...approvalZh,
  ...numberingZh,
  ...printZh,
  ...systemParamsZh,
  ...hrZh,
  ...documentsZh,
  ...payrollZh,
};
