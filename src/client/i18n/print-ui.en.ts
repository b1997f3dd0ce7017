import type { PrintUiMessageId } from './print-ui.zh.ts';

/** The print page, preview and document view in English; the same keys as print-ui.zh.ts. */
export const printUiEn: Record<PrintUiMessageId, string> = {
  'printUi.print': 'Print',
  'printUi.download': 'Download PDF',
  'printUi.close': 'Close',
  'printUi.preview': 'Preview',
  'printUi.previewTitle': 'Print preview: {name}',
  'printUi.source': 'Preview with',
  'printUi.latest': 'Latest document',
  'printUi.sample': 'Sample data',
  'printUi.record': 'Document {serialNo}',
  'printUi.showing': 'Previewing {what}',
  'printUi.document': 'Printed document',
  'printUi.placeholdersOf': 'Placeholders: {names}',
  'printUi.loadFailed': 'The print could not be shown',
};
