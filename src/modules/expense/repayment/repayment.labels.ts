import { ATTACHMENTS_LABEL, REMARK_LABEL } from '../../common-fields.ts';
import type { ModuleLabels } from '../../module.types.ts';

/** Repayments in Chinese (the source), English and Spanish. */
export const repaymentLabels: ModuleLabels = {
  title: { zh: '还款', en: 'Repayments', es: 'Devoluciones de préstamo' },
  fields: {
    title: { zh: '还款说明', en: 'Description', es: 'Descripción' },
    loan: { zh: '借款单', en: 'Loan', es: 'Préstamo' },
    amount: { zh: '还款金额', en: 'Amount repaid', es: 'Importe devuelto' },
    repayDate: { zh: '还款日期', en: 'Repayment date', es: 'Fecha de devolución' },
    method: { zh: '还款方式', en: 'Method', es: 'Forma de devolución' },
    remark: REMARK_LABEL,
    attachments: ATTACHMENTS_LABEL,
  },
  options: {
    method: {
      transfer: { zh: '银行转账', en: 'Bank transfer', es: 'Transferencia' },
      cash: { zh: '现金', en: 'Cash', es: 'Efectivo' },
      deduction: { zh: '报销冲抵', en: 'Offset by reimbursement', es: 'Compensación con reembolso' },
    },
  },
};
