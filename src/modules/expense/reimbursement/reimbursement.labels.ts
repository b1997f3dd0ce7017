import { ATTACHMENTS_LABEL, REMARK_LABEL } from '../../common-fields.ts';
import type { ModuleLabels } from '../../module.types.ts';

/** Reimbursement applications in Chinese (the source), English and Spanish. */
export const reimbursementLabels: ModuleLabels = {
  title: { zh: '报销申请', en: 'Reimbursement applications', es: 'Solicitudes de reembolso' },
  report: { zh: '报销统计', en: 'Reimbursement statistics', es: 'Estadística de reembolsos' },
  fields: {
    title: { zh: '报销事由', en: 'Purpose', es: 'Motivo' },
    reimbursementType: { zh: '报销类型', en: 'Reimbursement type', es: 'Tipo de reembolso' },
    customer: { zh: '客户', en: 'Customer', es: 'Cliente' },
    amount: { zh: '报销金额', en: 'Amount', es: 'Importe' },
    occurredOn: { zh: '发生日期', en: 'Date incurred', es: 'Fecha del gasto' },
    payeeAccount: { zh: '收款账号', en: 'Payee account', es: 'Cuenta del beneficiario' },
    paidOn: { zh: '付款日期', en: 'Payment date', es: 'Fecha de pago' },
    lines: { zh: '报销明细', en: 'Expense lines', es: 'Líneas de gasto' },
    'lines.date': { zh: '日期', en: 'Date', es: 'Fecha' },
    'lines.item': { zh: '费用项目', en: 'Expense item', es: 'Concepto' },
    'lines.amount': { zh: '金额', en: 'Amount', es: 'Importe' },
    remark: REMARK_LABEL,
    attachments: ATTACHMENTS_LABEL,
  },
};
