import { ATTACHMENTS_LABEL, REMARK_LABEL } from '../../common-fields.ts';
import type { ModuleLabels } from '../../module.types.ts';

/** Loans in Chinese (the source), English and Spanish. */
export const loanLabels: ModuleLabels = {
  title: { zh: '借款申请', en: 'Loans', es: 'Préstamos' },
  fields: {
    title: { zh: '借款事由', en: 'Purpose', es: 'Finalidad' },
    loanType: { zh: '借款类型', en: 'Loan type', es: 'Tipo de préstamo' },
    amount: { zh: '借款金额', en: 'Loan amount', es: 'Importe del préstamo' },
    loanDate: { zh: '借款日期', en: 'Loan date', es: 'Fecha del préstamo' },
    repayBy: { zh: '预计还款日期', en: 'Repay by', es: 'Devolver antes de' },
    repaidAmount: { zh: '已还金额', en: 'Repaid', es: 'Devuelto' },
    payeeBank: { zh: '收款开户行', en: 'Payee bank', es: 'Banco del beneficiario' },
    payeeAccount: { zh: '收款账号', en: 'Payee account', es: 'Cuenta del beneficiario' },
    remark: REMARK_LABEL,
    attachments: ATTACHMENTS_LABEL,
  },
  options: {
    loanType: {
      travel: { zh: '差旅借款', en: 'Travel', es: 'Viaje' },
      project: { zh: '项目借款', en: 'Project', es: 'Proyecto' },
      purchase: { zh: '采购借款', en: 'Purchase', es: 'Compra' },
      other: { zh: '其他', en: 'Other', es: 'Otro' },
    },
  },
};
