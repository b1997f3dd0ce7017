import type { SystemParamMessageId } from './system-params.zh.ts';

/** The declared system parameters in Spanish; the same keys as system-params.zh.ts. */
export const systemParamsEs: Record<SystemParamMessageId, string> = {
  'sysParam.approvalThreshold.name': 'Umbral de aprobación del director general (yuanes)',
  'sysParam.approvalThreshold.description': 'Las solicitudes, como los reembolsos, por encima de este importe necesitan la aprobación del director general',
  'sysParam.security.loginFailures.name': 'Intentos fallidos antes del bloqueo',
  'sysParam.security.loginFailures.description': 'El inicio de sesión se suspende cuando una cuenta falla este número de veces en 15 minutos',
  'sysParam.wechat.appId.name': 'AppID de la cuenta oficial de WeChat',
  'sysParam.wechat.appId.description': 'El AppID que usa la vinculación con WeChat',
  'sysParam.wechat.appSecret.name': 'AppSecret de la cuenta oficial de WeChat',
  'sysParam.wechat.appSecret.description': 'El secreto que usa la vinculación con WeChat',
  'sysParam.notify.pollSeconds.name': 'Intervalo de consulta de mensajes (segundos)',
  'sysParam.notify.pollSeconds.description': 'Cada cuánto la campana de mensajes de la barra consulta novedades',
  'sysParam.reminder.daysAhead.name': 'Días de aviso antes de un vencimiento',
  'sysParam.reminder.daysAhead.description': 'Cuántos días antes de una fecha como el vencimiento de un contrato se avisa a los responsables',
};
