import { ATTACHMENTS_LABEL, REMARK_LABEL } from '../../common-fields.ts';
import type { ModuleLabels } from '../../module.types.ts';

/** Income adjustments in Chinese (the source), English and Spanish. */
export const incomeAdjustmentLabels: ModuleLabels = {
  title: { zh: '收入调整', en: 'Income adjustments', es: 'Ajustes de ingresos' },
  fields: {
    title: { zh: '调整事由', en: 'Subject', es: 'Asunto' },
    customer: { zh: '客户', en: 'Customer', es: 'Cliente' },
    contractName: { zh: '合同名称', en: 'Contract', es: 'Contrato' },
    direction: { zh: '调整方向', en: 'Direction', es: 'Sentido' },
    amount: { zh: '调整金额', en: 'Adjustment amount', es: 'Importe del ajuste' },
    adjustDate: { zh: '调整日期', en: 'Adjustment date', es: 'Fecha del ajuste' },
    reason: { zh: '调整原因', en: 'Reason', es: 'Motivo' },
    remark: REMARK_LABEL,
    attachments: ATTACHMENTS_LABEL,
  },
  options: {
    direction: {
      increase: { zh: '调增', en: 'Increase', es: 'Aumento' },
      decrease: { zh: '调减', en: 'Decrease', es: 'Disminución' },
    },
  },
};
