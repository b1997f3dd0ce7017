/** Payroll's texts in Chinese, the source text (src/server/payroll). */
export const payrollZh = {
  'payroll.unknownName': '公式中的“{name}”不是工资项目，也不是考勤数据或参数',
  'payroll.cycle': '工资项目循环引用：{items}',
  'payroll.badFormula': '公式“{formula}”无法计算：只能使用数字、项目名称、+ - * /、比较、括号和 min、max、abs、round、if',
};

export type PayrollMessageId = keyof typeof payrollZh;
