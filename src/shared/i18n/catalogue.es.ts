import { es } from './es.ts';
import { modulesEs } from './modules.es.ts';
import { numberingEs } from './numbering.es.ts';
import { printEs } from './print.es.ts';
import { workflowEs } from './workflow.es.ts';

/** Everything the server and the client say in Spanish (see catalogue.zh.ts). */
export const catalogueEs = { ...es, ...modulesEs, ...workflowEs, ...numberingEs, ...printEs };
