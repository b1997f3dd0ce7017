import { ATTACHMENTS_LABEL, REMARK_LABEL } from '../../common-fields.ts';
import type { ModuleLabels } from '../../module.types.ts';

/** Income settlements in Chinese (the source), English and Spanish. */
export const settlementLabels: ModuleLabels = {
  title: { zh: '收入结算', en: 'Income settlements', es: 'Liquidaciones de ingresos' },
  fields: {
    title: { zh: '结算事由', en: 'Subject', es: 'Asunto' },
    customer: { zh: '客户', en: 'Customer', es: 'Cliente' },
    contractName: { zh: '合同名称', en: 'Contract', es: 'Contrato' },
    contractAmount: { zh: '合同金额', en: 'Contract amount', es: 'Importe del contrato' },
    amount: { zh: '结算金额', en: 'Settled amount', es: 'Importe liquidado' },
    invoicedAmount: { zh: '已开票金额', en: 'Invoiced', es: 'Facturado' },
    receivedAmount: { zh: '已收款金额', en: 'Received', es: 'Cobrado' },
    settleDate: { zh: '结算日期', en: 'Settlement date', es: 'Fecha de liquidación' },
    splitLines: { zh: '拆分明细', en: 'Split among offices', es: 'Reparto entre oficinas' },
    'splitLines.office': { zh: '部门', en: 'Office', es: 'Oficina' },
    'splitLines.amount': { zh: '金额', en: 'Amount', es: 'Importe' },
    'splitLines.note': { zh: '说明', en: 'Note', es: 'Nota' },
    remark: REMARK_LABEL,
    attachments: ATTACHMENTS_LABEL,
  },
};
