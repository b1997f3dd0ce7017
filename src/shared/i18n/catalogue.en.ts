import { approvalEn } from './approval.en.ts';
import { en } from './en.ts';
import { moduleEngineEn } from './module-engine.en.ts';
import { stockReportEn } from './stock-report.en.ts';
import { numberingEn } from './numbering.en.ts';
import { printEn } from './print.en.ts';
import { workflowEn } from './workflow.en.ts';
import { systemParamsEn } from './system-params.en.ts';
import { hrEn } from './hr.en.ts';
import { documentsEn } from './documents.en.ts';
import { payrollEn } from './payroll.en.ts';

/** Everything the server and the client say in English (see catalogue.zh.ts). */
export const catalogueEn = {
  ...en,
  ...moduleEngineEn,
  ...stockReportEn,
  ...workflowEn,
  ...approvalEn,
  ...numberingEn,
  ...printEn,
  ...systemParamsEn,
  ...hrEn,
  ...documentsEn,
  ...payrollEn,
};
