import type { ApprovalMessageId } from './approval.zh.ts';

/** Approval depth in Spanish; the same keys as approval.zh.ts. */
export const approvalEs: Record<ApprovalMessageId, string> = {
  'workflow.system': 'Sistema',
  'workflow.notify.overdue': 'La aprobación de {module} {serialNo} ha superado su plazo: atiéndala cuanto antes',
  'workflow.notify.urged': 'El solicitante le pide que apruebe {module} {serialNo}',
  'workflow.notify.escalated': '{module} {serialNo} no se aprobó a tiempo y se le ha pasado a usted',
  'workflow.reason.required': 'Indique el motivo: una retirada, un cambio o una anulación lo requieren',
  'workflow.reason.tooLong': 'El motivo admite como máximo {n} caracteres; tiene {count}',
  'workflow.urge.tooSoon': 'Solo se puede insistir a los aprobadores una vez cada {minutes} minutos: inténtelo más tarde',
  'workflow.batch.tooMany': 'Como máximo {n} documentos a la vez',
  'workflow.phrases.tooMany': 'Se pueden guardar como máximo {n} frases habituales: borre alguna primero',
  'workflow.files.unknown': 'Un adjunto de la opinión no existe o no lo subió usted para este documento',
  'workflow.simulation.chosenByPrevious': 'Elegido por el aprobador anterior',
  'fields.items': 'Documentos',
  'fields.files': 'Adjuntos',
  'fields.nodeId': 'Paso de destino',
  'fields.taskId': 'Tarea pendiente',
  'fields.text': 'Frase',
  'fields.modules': 'Módulos',
};
