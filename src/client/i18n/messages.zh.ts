import { dictionaryMessages } from '../../shared/dictionaries.ts';
import { catalogueZh } from '../../shared/i18n/catalogue.zh.ts';
import { adminZh } from './admin.zh.ts';
import { engineZh } from './engine.zh.ts';
import { flowAdminZh } from './flow-admin.zh.ts';
import { printUiZh } from './print-ui.zh.ts';
import { workflowUiZh } from './workflow-ui.zh.ts';
import { zh } from './zh.ts';

/** Client-only strings in Chinese (the source text). */
export const clientZh = { ...zh, ...engineZh, ...adminZh, ...workflowUiZh, ...printUiZh, ...flowAdminZh };

/**
 * The `app` part of the catalogue in Chinese: shared, dictionaries and client strings, one chunk per language
 * (`interface-language.ts`). Each module's labels come with the module (`engine/module/module-registry.ts`).
 */
export const messagesZh: Record<string, string> = { ...catalogueZh, ...dictionaryMessages('zh'), ...clientZh };
