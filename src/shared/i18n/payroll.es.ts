import type { PayrollMessageId } from './payroll.zh.ts';

/** Payroll's texts in Spanish; the same keys as payroll.zh.ts. */
export const payrollEs: Record<PayrollMessageId, string> = {
  'payroll.unknownName': '«{name}» en la fórmula no es un concepto salarial, ni un dato de asistencia o un parámetro',
  'payroll.cycle': 'Conceptos salariales que se remiten entre sí en círculo: {items}',
  'payroll.badFormula':
    'La fórmula «{formula}» no se puede calcular: use números, nombres de conceptos, + - * /, comparaciones, paréntesis y min, max, abs, round, if',
  'payroll.attendanceNotLocked':
    'La asistencia de {month} aún no está cerrada, así que no se pueden calcular los salarios: el responsable de asistencia calcula y cierra el mes primero',
  'payroll.noScheme': 'Ningún esquema de cálculo paga a esta oficina ni a ninguna superior',
  'payroll.noInsurance': '{city} no tiene esquema de seguros y fondo de vivienda para {year}',
  'payroll.sheetLocked': 'La nómina de {month} está cerrada y no cambia nunca; las correcciones van en los conceptos del mes siguiente',
  'payroll.sheetInApproval': 'La nómina de {month} está en aprobación y no puede recalcularse',
  'payroll.sheetNotComputed': 'La nómina de {month} aún no se ha calculado',
  'payroll.sheetChanged': 'La nómina de {month} ya no es la enviada a aprobación',
  'payroll.sheetComputed': 'Salarios de {month} calculados: {n} personas',
  'payroll.personInOtherSheet': '{name} ya figura en otra nómina de {month}',
  'payroll.moneyBad': '“{value}” no es un importe (dos decimales como máximo)',
  'payroll.notPerPerson': '“{name}” no es un concepto salarial por persona',
  'payroll.itemTwice': 'El concepto “{name}” figura dos veces',
  'payroll.salaryMonthPaid': 'El salario de {month} ya está cerrado: un cambio rige desde un mes posterior',
  'payroll.itemTypeBad': 'Un concepto calculado tiene fórmula y ningún otro la tiene',
  'payroll.rateBad': '{kind}: el mínimo no puede superar el máximo y los tipos van de 0 a 1',
  'payroll.noPayslip': 'No hay nómina para {month}',
  'payroll.noCell': 'La nómina no tiene esa celda',
  'payroll.sheetNotLocked': 'La nómina de {month} aún no está cerrada: el fichero bancario sale de una nómina cerrada',
  'payroll.column.no': 'N.º',
  'payroll.column.name': 'Nombre',
  'payroll.column.office': 'Oficina',
  'payroll.column.employeeInsurance': 'Seguros y fondo del empleado',
  'payroll.column.tax': 'IRPF',
  'payroll.column.net': 'Neto',
  'payroll.column.gross': 'Bruto',
};
