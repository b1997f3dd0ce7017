import { ATTACHMENTS_LABEL, REMARK_LABEL } from '../../common-fields.ts';
import type { ModuleLabels } from '../../module.types.ts';

/** Reconciliations in Chinese (the source), English and Spanish. */
export const reconciliationLabels: ModuleLabels = {
  title: { zh: '往来对账', en: 'Reconciliations', es: 'Conciliaciones' },
  fields: {
    title: { zh: '对账事由', en: 'Subject', es: 'Asunto' },
    customer: { zh: '客户', en: 'Customer', es: 'Cliente' },
    periodStart: { zh: '对账起始日', en: 'Period from', es: 'Periodo desde' },
    periodEnd: { zh: '对账截止日', en: 'Period to', es: 'Periodo hasta' },
    invoicedAmount: { zh: '开票金额', en: 'Invoiced', es: 'Facturado' },
    receivedAmount: { zh: '收款金额', en: 'Received', es: 'Cobrado' },
    amount: { zh: '对账余额', en: 'Balance', es: 'Saldo' },
    confirmed: { zh: '客户确认', en: 'Confirmed by customer', es: 'Confirmado por el cliente' },
    remark: REMARK_LABEL,
    attachments: ATTACHMENTS_LABEL,
  },
  options: {
    confirmed: {
      '0': { zh: '未确认', en: 'Not confirmed', es: 'Sin confirmar' },
      '1': { zh: '已确认', en: 'Confirmed', es: 'Confirmado' },
    },
  },
};
