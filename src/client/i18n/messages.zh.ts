import { withModuleTexts } from '../../modules/module-catalogue.ts';
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

/** Every message a screen may show in Chinese: shared, dictionaries and client strings. One chunk per language, loaded when the language is first shown (`language.ts`). */
export const messagesZh: Record<string, string> = { ...withModuleTexts('zh', catalogueZh), ...dictionaryMessages('zh'), ...clientZh };
