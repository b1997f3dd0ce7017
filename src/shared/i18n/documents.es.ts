import type { DocumentsMessageId } from './documents.zh.ts';

/** Official documents' texts in Spanish; the same keys as documents.zh.ts. */
export const documentsEs: Record<DocumentsMessageId, string> = {
  'documents.templateInvalid': 'La plantilla de número del órgano emisor «{organ}» no es válida: debe contener la secuencia {n}',
  'documents.noReceiver': 'Ni «{office}» ni ninguna oficina por debajo tiene un responsable que reciba el documento',
  'documents.numberVoided': 'Número {number} anulado',
  'documents.notNumbered': 'Este documento aún no tiene número',
  'documents.circulateNotNow': 'Un documento en este estado no puede circular',
  'documents.circulateNobody': 'Elija a quién hacerlo circular',
  'documents.notify.circulated': '{sender} le hace circular: {title} ({serialNo})',
  'documents.notify.distributed': 'Documento recibido: {title} ({number}); regístrelo',
  'documents.bookingOverlap': 'Ese horario ya está reservado por {serialNo} ({from} a {to})',
};
