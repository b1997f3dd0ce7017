import { dictionaryMessages } from '../../shared/dictionaries.ts';
import { catalogueEn } from '../../shared/i18n/catalogue.en.ts';
import { adminEn } from './admin.en.ts';
import { engineEn } from './engine.en.ts';
import { flowAdminEn } from './flow-admin.en.ts';
import { printUiEn } from './print-ui.en.ts';
import { workflowUiEn } from './workflow-ui.en.ts';
import { en } from './en.ts';

/** Client-only strings in English. */
export const clientEn = { ...en, ...engineEn, ...adminEn, ...workflowUiEn, ...printUiEn, ...flowAdminEn };

/** The `app` part of the catalogue in English (see messages.zh.ts). */
export const messagesEn: Record<string, string> = { ...catalogueEn, ...dictionaryMessages('en'), ...clientEn };
