import type { PayrollMessageId } from './payroll.zh.ts';

/** Payroll's texts in Spanish; the same keys as payroll.zh.ts. */
export const payrollEs: Record<PayrollMessageId, string> = {
  'payroll.unknownName': '«{name}» en la fórmula no es un concepto salarial, ni un dato de asistencia o un parámetro',
  'payroll.cycle': 'Conceptos salariales que se remiten entre sí en círculo: {items}',
  'payroll.badFormula':
    'La fórmula «{formula}» no se puede calcular: use números, nombres de conceptos, + - * /, comparaciones, paréntesis y min, max, abs, round, if',
};
