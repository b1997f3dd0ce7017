import { approvalEs } from './approval.es.ts';
import { es } from './es.ts';
import { moduleEngineEs } from './module-engine.es.ts';
import { stockReportEs } from './stock-report.es.ts';
import { numberingEs } from './numbering.es.ts';
import { printEs } from './print.es.ts';
import { workflowEs } from './workflow.es.ts';
import { systemParamsEs } from './system-params.es.ts';
import { hrEs } from './hr.es.ts';
import { documentsEs } from './documents.es.ts';
import { payrollEs } from './payroll.es.ts';

/** Everything the server and the client say in Spanish (see catalogue.zh.ts). */
export const catalogueEs = {
  ...es,
  ...moduleEngineEs,
  ...stockReportEs,
  ...workflowEs,
  ...approvalEs,
  ...numberingEs,
  ...printEs,
  ...systemParamsEs,
  ...hrEs,
  ...documentsEs,
  ...payrollEs,
};
