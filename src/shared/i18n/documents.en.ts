import type { DocumentsMessageId } from './documents.zh.ts';

/** Official documents' texts in English; the same keys as documents.zh.ts. */
export const documentsEn: Record<DocumentsMessageId, string> = {
  'documents.templateInvalid': 'The number template of the issuing organ "{organ}" is not valid: it must hold the sequence {n}',
  'documents.noReceiver': 'Neither "{office}" nor any office below it has a head to receive the document',
  'documents.numberVoided': 'Number {number} voided',
  'documents.notNumbered': 'This document has no number yet',
  'documents.circulateNotNow': 'A document in this state cannot be circulated',
  'documents.circulateNobody': 'Choose whom to circulate it to',
  'documents.notify.circulated': '{sender} circulates to you: {title} ({serialNo})',
  'documents.notify.distributed': 'Document received: {title} ({number}); please register it',
  'documents.bookingOverlap': 'That time is already booked by {serialNo} ({from} to {to})',
};
