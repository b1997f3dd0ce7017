import { ATTACHMENTS_LABEL, REMARK_LABEL } from '../../common-fields.ts';
import type { ModuleLabels } from '../../module.types.ts';

/** Receipts in Chinese (the source), English and Spanish. */
export const receiptLabels: ModuleLabels = {
  title: { zh: '收款登记', en: 'Receipts', es: 'Cobros' },
  report: { zh: '收款统计', en: 'Receipt statistics', es: 'Estadística de cobros' },
  fields: {
    title: { zh: '收款摘要', en: 'Summary', es: 'Concepto' },
    customer: { zh: '付款客户', en: 'Paying customer', es: 'Cliente pagador' },
    invoice: { zh: '对应开票', en: 'Invoice application', es: 'Solicitud de factura' },
    amount: { zh: '收款金额', en: 'Amount received', es: 'Importe cobrado' },
    receivedOn: { zh: '收款日期', en: 'Date received', es: 'Fecha de cobro' },
    method: { zh: '收款方式', en: 'Method', es: 'Forma de cobro' },
    account: { zh: '收款账号', en: 'Receiving account', es: 'Cuenta de abono' },
    remark: REMARK_LABEL,
    attachments: ATTACHMENTS_LABEL,
  },
  options: {
    method: {
      transfer: { zh: '银行转账', en: 'Bank transfer', es: 'Transferencia' },
      cash: { zh: '现金', en: 'Cash', es: 'Efectivo' },
      cheque: { zh: '支票', en: 'Cheque', es: 'Cheque' },
      acceptance: { zh: '承兑汇票', en: 'Bank acceptance', es: 'Pagaré bancario' },
    },
  },
};
