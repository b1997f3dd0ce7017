import { ATTACHMENTS_LABEL, REMARK_LABEL } from '../../common-fields.ts';
import type { ModuleLabels } from '../../module.types.ts';

/** Non-income reconciliations in Chinese (the source), English and Spanish. */
export const nonIncomeLabels: ModuleLabels = {
  title: { zh: '非收入对账', en: 'Non-income reconciliations', es: 'Conciliaciones de no ingresos' },
  fields: {
    title: { zh: '事由', en: 'Subject', es: 'Asunto' },
    payer: { zh: '付款单位', en: 'Payer', es: 'Pagador' },
    category: { zh: '款项类别', en: 'Category', es: 'Categoría' },
    amount: { zh: '金额', en: 'Amount', es: 'Importe' },
    receivedOn: { zh: '到账日期', en: 'Date received', es: 'Fecha de cobro' },
    remark: REMARK_LABEL,
    attachments: ATTACHMENTS_LABEL,
  },
  options: {
    category: {
      deposit: { zh: '保证金', en: 'Deposit', es: 'Fianza' },
      refund: { zh: '退款', en: 'Refund', es: 'Reembolso' },
      interest: { zh: '利息', en: 'Interest', es: 'Intereses' },
      other: { zh: '其他', en: 'Other', es: 'Otro' },
    },
  },
};
