import type { Locale } from './i18n/locales.ts';

type Label = Record<Locale, string>;
export type DictionaryDef = { code: string; name: Label; values: { value: string; label: Label }[] };

const dict = (code: string, name: Label, values: [string, string, string, string][]): DictionaryDef => ({
  code,
  name,
  values: values.map(([value, zh, en, es]) => ({ value, label: { zh, en, es } })),
});

/** The enumerations of spec §3 and the dictionaries of spec §9, seeded at start and translated everywhere. */
export const DICTIONARIES: DictionaryDef[] = [
  dict('officeType', { zh: '机构类型', en: 'Office type', es: 'Tipo de oficina' }, [
    ['1', '公司', 'Company', 'Empresa'],
    ['2', '子公司', 'Subsidiary', 'Filial'],
    ['3', '分公司', 'Branch', 'Sucursal'],
    ['4', '总部', 'Head office', 'Sede central'],
    ['5', '部门', 'Department', 'Departamento'],
  ]),
  dict('branchType', { zh: '分公司类型', en: 'Branch type', es: 'Tipo de sucursal' }, [
    ['0', '总部', 'Head office', 'Sede central'],
    ['1', '一级分公司', 'A-level branch', 'Sucursal de nivel A'],
    ['2', '二级分公司', 'B-level branch', 'Sucursal de nivel B'],
  ]),
  dict('roleType', { zh: '角色类型', en: 'Role type', es: 'Tipo de rol' }, [
    ['1', '职能角色', 'Function role', 'Rol funcional'],
    ['2', '流程角色', 'Workflow role', 'Rol de flujo'],
  ]),
  dict('dataScope', { zh: '数据范围', en: 'Data scope', es: 'Ámbito de datos' }, [
    ['1', '本公司及以下', 'Own company and below', 'Empresa propia y dependientes'],
    ['2', '本公司', 'Own company', 'Empresa propia'],
    ['3', '本部门及以下', 'Own department and below', 'Departamento propio y dependientes'],
    ['4', '仅本人', 'Personal only', 'Solo personal'],
    ['5', '全部(仅查询)', 'All (query only)', 'Todo (solo consulta)'],
  ]),
  dict('invoiceType', { zh: '发票类型', en: 'Invoice type', es: 'Tipo de factura' }, [
    ['0', '专用发票', 'Special invoice', 'Factura especial'],
    ['1', '普通发票', 'Ordinary invoice', 'Factura ordinaria'],
  ]),
  dict('invoicing', { zh: '开票单位', en: 'Invoicing party', es: 'Entidad emisora' }, [
    ['0', '母公司', 'Parent company', 'Empresa matriz'],
    ['1', '本公司', 'This company', 'Esta empresa'],
  ]),
  dict('salaryItemType', { zh: '薪资项类型', en: 'Salary item type', es: 'Tipo de concepto salarial' }, [
    ['1', '职级', 'Rank', 'Rango'],
    ['2', '按人', 'Per person', 'Por persona'],
    ['3', '按项', 'Per item', 'Por concepto'],
    ['4', '计算', 'Calculated', 'Calculado'],
  ]),
  dict('contractType', { zh: '合同类型', en: 'Contract type', es: 'Tipo de contrato' }, [
    ['103', '劳动合同', 'Labour', 'Laboral'],
    ['104', '劳务合同', 'Service', 'De servicios'],
    ['105', '补充协议', 'Supplement', 'Suplemento'],
  ]),
  dict('contractTerm', { zh: '合同期限', en: 'Contract term', es: 'Plazo del contrato' }, [
    ['106', '固定期限', 'Fixed term', 'Plazo fijo'],
    ['107', '无固定期限', 'Open-ended', 'Indefinido'],
    ['108', '以完成任务为期限', 'Task-based', 'Por obra'],
  ]),
  dict('bidType', { zh: '标书类型', en: 'Bid type', es: 'Tipo de oferta' }, [
    ['1', '商务标', 'Commercial', 'Comercial'],
    ['2', '经济标', 'Economic', 'Económica'],
    ['3', '技术标', 'Technical', 'Técnica'],
    ['4', '招标文件', 'Tender documents', 'Pliegos'],
    ['5', '其他', 'Other', 'Otro'],
    ['6', '投标文件', 'Bid documents', 'Documentos de oferta'],
  ]),
  dict('notifyType', { zh: '通知类型', en: 'Notification type', es: 'Tipo de aviso' }, [
    ['1', '错误', 'Error', 'Error'],
    ['2', '警告', 'Warning', 'Advertencia'],
    ['3', '待办', 'To-do', 'Pendiente'],
    ['4', '消息', 'Message', 'Mensaje'],
  ]),
  dict('priority', { zh: '优先级', en: 'Priority', es: 'Prioridad' }, [
    ['1', '紧急', 'Urgent', 'Urgente'],
    ['2', '高', 'High', 'Alta'],
    ['3', '中', 'Medium', 'Media'],
    ['4', '低', 'Low', 'Baja'],
  ]),
  dict('reimbursementType', { zh: '报销类型', en: 'Reimbursement type', es: 'Tipo de reembolso' }, [
    ['1', '项目费用', 'Project cost', 'Coste de proyecto'],
    ['2', '企业费用', 'Enterprise cost', 'Coste de empresa'],
    ['3', '结算', 'Settlement', 'Liquidación'],
  ]),
  dict('systemParamCategory', { zh: '系统参数类别', en: 'System parameter category', es: 'Categoría de parámetro' }, [
    ['0', '基础', 'Basic', 'Básico'],
    ['1', '安全', 'Security', 'Seguridad'],
    ['2', '审批', 'Approval', 'Aprobación'],
    ['3', '财务', 'Finance', 'Finanzas'],
    ['4', '人事', 'Human resources', 'Recursos humanos'],
    ['5', '考勤', 'Attendance', 'Asistencia'],
    ['6', '薪资', 'Salary', 'Salario'],
    ['7', '合同', 'Contracts', 'Contratos'],
    ['8', '项目', 'Projects', 'Proyectos'],
    ['9', '物资', 'Goods', 'Bienes'],
    ['10', '通知', 'Notifications', 'Avisos'],
    ['11', '集成', 'Integration', 'Integración'],
  ]),
  dict('marriage', { zh: '婚姻状况', en: 'Marital status', es: 'Estado civil' }, [
    ['0', '未婚', 'Single', 'Soltero/a'],
    ['1', '已婚', 'Married', 'Casado/a'],
    ['2', '离异', 'Divorced', 'Divorciado/a'],
    ['3', '丧偶', 'Widowed', 'Viudo/a'],
  ]),
  dict('sex', { zh: '性别', en: 'Sex', es: 'Sexo' }, [
    ['0', '男', 'Male', 'Hombre'],
    ['1', '女', 'Female', 'Mujer'],
  ]),
];

/** Message ids `dict.<code>` and `dict.<code>.<value>`, merged into each catalogue at run time. */
export function dictionaryMessages(locale: Locale): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const definition of DICTIONARIES) {
    messages[`dict.${definition.code}`] = definition.name[locale];
    for (const value of definition.values) messages[`dict.${definition.code}.${value.value}`] = value.label[locale];
  }
  return messages;
}
