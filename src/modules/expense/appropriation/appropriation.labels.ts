import { ATTACHMENTS_LABEL, REMARK_LABEL } from '../../common-fields.ts';
import type { ModuleLabels } from '../../module.types.ts';

/** Appropriations in Chinese (the source), English and Spanish. */
export const appropriationLabels: ModuleLabels = {
  title: { zh: '拨款申请', en: 'Appropriations', es: 'Asignaciones de fondos' },
  fields: {
    title: { zh: '拨款事由', en: 'Subject', es: 'Asunto' },
    payee: { zh: '收款单位', en: 'Payee', es: 'Beneficiario' },
    payeeBank: { zh: '开户行', en: 'Payee bank', es: 'Banco del beneficiario' },
    payeeAccount: { zh: '收款账号', en: 'Payee account', es: 'Cuenta del beneficiario' },
    amount: { zh: '拨款金额', en: 'Amount', es: 'Importe' },
    payDate: { zh: '拨款日期', en: 'Payment date', es: 'Fecha de pago' },
    purpose: { zh: '用途', en: 'Purpose', es: 'Finalidad' },
    remark: REMARK_LABEL,
    attachments: ATTACHMENTS_LABEL,
  },
};
