/** HR and attendance rules' texts in Chinese, the source text (src/shared/hr-rules.ts, src/server/attendance). */
export const hrZh = {
  'hr.idCardFormat': '身份证号应为18位：17位数字加1位数字或X',
  'hr.idCardBirthDate': '身份证号中的出生日期无效',
  'hr.idCardCheckDigit': '身份证号校验位不正确，请检查',
  'hr.contractEndMissing': '固定期限合同须填写有效的终止日期',
  'hr.probationNotAllowed': '合同期限不满三个月或以完成一定工作任务为期限的，不得约定试用期',
  'hr.probationTooLong': '试用期超过法定上限：该合同期限最多可约定{max}个月',
  'hr.probationOnce': '同一用人单位与同一劳动者只能约定一次试用期',
  'hr.probationLabourOnly': '只有劳动合同可以约定试用期',
  'hr.toilOnStatutoryHoliday': '法定节假日加班须支付300%加班工资，不能安排调休',
  'hr.toilOnlyOnRestDays': '工作日延长工作时间须支付150%加班工资，不能安排调休',
  'hr.leaveBalanceShort': '假期余额不足：剩余{balance}，本次申请{requested}',
  'hr.leaveEmpty': '请假时段内没有需要计算的假期',
  'hr.leaveEndBeforeStart': '请假结束时间不能早于开始时间',
  'hr.leaveProofRequired': '该假期需要提供证明材料（如医院证明、结婚证），请上传附件',
  'hr.leaveCancelOutside': '销假时段须在所选请假单的请假时段之内',
  'hr.leaveCancelTooMuch': '销假超过请假单剩余可销时长：剩余{left}，本次销假{requested}',
  'hr.leaveCancelNotOwn': '只能为本人已审批通过的请假单销假',
  'hr.periodEndBeforeStart': '结束时间不能早于开始时间',
  'hr.periodEmpty': '所填时段为空：结束时间须晚于开始时间',
  'hr.overtimePart': '{day}（{dayKind, select, workday {工作日} restday {休息日} other {法定节假日}}）：{hours} 小时，按 {rate}%',
  'hr.overtimeTimeOff': '审批通过后计入调休：{hours} 小时',
  'hr.leaveTypeUnknown': '未知的假期类型',
  'hr.archiveExists': '该用户已有员工档案（{serialNo}），每个账号只能建一份档案',
  'hr.leaveBalanceLeft': '剩余：{unit, select, hour {{amount} 小时} other {{amount} 天}}',
};

export type HrMessageId = keyof typeof hrZh;
