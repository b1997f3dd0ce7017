import type { PrintUiMessageId } from './print-ui.zh.ts';

/** The print page, preview and document view in Spanish; the same keys as print-ui.zh.ts. */
export const printUiEs: Record<PrintUiMessageId, string> = {
  'printUi.print': 'Imprimir',
  'printUi.download': 'Descargar PDF',
  'printUi.close': 'Cerrar',
  'printUi.preview': 'Vista previa',
  'printUi.previewTitle': 'Vista previa de impresión: {name}',
  'printUi.source': 'Previsualizar con',
  'printUi.latest': 'Documento más reciente',
  'printUi.sample': 'Datos de ejemplo',
  'printUi.record': 'Documento {serialNo}',
  'printUi.showing': 'Previsualizando {what}',
  'printUi.document': 'Documento impreso',
  'printUi.placeholdersOf': 'Marcadores: {names}',
  'printUi.loadFailed': 'No se pudo mostrar la impresión',
};
