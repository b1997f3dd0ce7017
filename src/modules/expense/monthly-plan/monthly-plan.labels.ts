import { REMARK_LABEL } from '../../common-fields.ts';
import type { ModuleLabels } from '../../module.types.ts';

/** Monthly plans in Chinese (the source), English and Spanish. */
export const monthlyPlanLabels: ModuleLabels = {
  title: { zh: '月度资金计划', en: 'Monthly plans', es: 'Planes mensuales' },
  fields: {
    title: { zh: '计划名称', en: 'Plan', es: 'Plan' },
    department: { zh: '部门', en: 'Department', es: 'Departamento' },
    month: { zh: '计划月份', en: 'Month', es: 'Mes' },
    amount: { zh: '计划金额', en: 'Planned amount', es: 'Importe previsto' },
    lines: { zh: '计划明细', en: 'Plan lines', es: 'Líneas del plan' },
    'lines.item': { zh: '项目', en: 'Item', es: 'Partida' },
    'lines.category': { zh: '类别', en: 'Category', es: 'Categoría' },
    'lines.amount': { zh: '金额', en: 'Amount', es: 'Importe' },
    remark: REMARK_LABEL,
  },
};
