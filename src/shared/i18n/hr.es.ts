import type { HrMessageId } from './hr.zh.ts';

/** HR and attendance rules' texts in Spanish; the same keys as hr.zh.ts. */
export const hrEs: Record<HrMessageId, string> = {
  'hr.idCardFormat': 'El número del documento de identidad tiene 18 caracteres: 17 dígitos y un dígito o X',
  'hr.idCardBirthDate': 'La fecha de nacimiento del documento de identidad no es válida',
  'hr.idCardCheckDigit': 'El carácter de control del documento de identidad es incorrecto',
  'hr.contractEndMissing': 'Un contrato de plazo fijo necesita una fecha de fin válida',
  'hr.probationNotAllowed': 'Un plazo inferior a tres meses, o un contrato por obra, no admite periodo de prueba',
  'hr.probationTooLong': 'Periodo de prueba superior al legal: este plazo admite {max} meses como máximo',
  'hr.probationOnce': 'Un empleador solo puede fijar un periodo de prueba una vez con el mismo empleado',
  'hr.probationLabourOnly': 'Solo un contrato laboral puede fijar periodo de prueba',
  'hr.toilOnStatutoryHoliday': 'Las horas extra en un festivo legal se pagan al 300 % y no se compensan con descanso',
  'hr.toilOnlyOnRestDays': 'Las horas extra en un día laborable se pagan al 150 % y no se compensan con descanso',
  'hr.leaveBalanceShort': 'No queda saldo suficiente: quedan {balance}, se solicitan {requested}',
  'hr.leaveEmpty': 'El periodo no contiene permiso que contar',
  'hr.leaveEndBeforeStart': 'Un permiso no puede terminar antes de empezar',
  'hr.leaveProofRequired': 'Este permiso requiere un justificante (certificado médico, de matrimonio…): adjúntelo',
  'hr.leaveCancelOutside': 'El periodo anulado debe estar dentro del periodo del permiso elegido',
  'hr.leaveCancelTooMuch': 'Se anula más de lo que le queda al permiso: quedan {left}, se anulan {requested}',
  'hr.leaveCancelNotOwn': 'Solo puede anular sus propios permisos aprobados',
  'hr.periodEndBeforeStart': 'El periodo no puede terminar antes de empezar',
  'hr.periodEmpty': 'El periodo está vacío: debe terminar después de empezar',
  'hr.overtimePart': '{day} ({dayKind, select, workday {día laborable} restday {día de descanso} other {festivo oficial}}): {hours} h al {rate}%',
  'hr.overtimeTimeOff': 'Se abona como descanso compensatorio al firmarse: {hours} h',
  'hr.leaveTypeUnknown': 'Tipo de permiso desconocido',
  'hr.archiveExists': 'Este usuario ya tiene un expediente de empleado ({serialNo}); cada cuenta tiene un solo expediente',
  'hr.leaveBalanceLeft': 'Saldo: {unit, select, hour {{amount, plural, one {# hora} other {# horas}}} other {{amount, plural, one {# día} other {# días}}}}',
};
