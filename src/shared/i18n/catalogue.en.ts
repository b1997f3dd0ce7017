import { en } from './en.ts';
import { modulesEn } from './modules.en.ts';
import { numberingEn } from './numbering.en.ts';
import { printEn } from './print.en.ts';
import { workflowEn } from './workflow.en.ts';

/** Everything the server and the client say in English (see catalogue.zh.ts). */
export const catalogueEn = { ...en, ...modulesEn, ...workflowEn, ...numberingEn, ...printEn };
