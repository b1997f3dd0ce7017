import { ATTACHMENTS_LABEL, REMARK_LABEL } from '../../common-fields.ts';
import type { ModuleLabels } from '../../module.types.ts';

/** Invoice returns in Chinese (the source), English and Spanish. */
export const invoiceReturnLabels: ModuleLabels = {
  title: { zh: '发票退回', en: 'Invoice returns', es: 'Devoluciones de factura' },
  fields: {
    title: { zh: '退票事由', en: 'Subject', es: 'Asunto' },
    invoice: { zh: '开票申请', en: 'Invoice application', es: 'Solicitud de factura' },
    invoiceNo: { zh: '发票号码', en: 'Invoice number', es: 'Número de factura' },
    amount: { zh: '退回金额', en: 'Returned amount', es: 'Importe devuelto' },
    returnDate: { zh: '退回日期', en: 'Return date', es: 'Fecha de devolución' },
    reason: { zh: '退回原因', en: 'Reason', es: 'Motivo' },
    remark: REMARK_LABEL,
    attachments: ATTACHMENTS_LABEL,
  },
};
