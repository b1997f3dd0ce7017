import { dictionaryMessages } from '../../shared/dictionaries.ts';
import { catalogueEs } from '../../shared/i18n/catalogue.es.ts';
import { adminEs } from './admin.es.ts';
import { engineEs } from './engine.es.ts';
import { flowAdminEs } from './flow-admin.es.ts';
import { printUiEs } from './print-ui.es.ts';
import { workflowUiEs } from './workflow-ui.es.ts';
import { es } from './es.ts';

/** Client-only strings in Spanish. */
export const clientEs = { ...es, ...engineEs, ...adminEs, ...workflowUiEs, ...printUiEs, ...flowAdminEs };

/** The `app` part of the catalogue in Spanish (see messages.zh.ts). */
export const messagesEs: Record<string, string> = { ...catalogueEs, ...dictionaryMessages('es'), ...clientEs };
