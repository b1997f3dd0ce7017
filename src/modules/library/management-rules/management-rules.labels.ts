import { ATTACHMENTS_LABEL } from '../../common-fields.ts';
import type { ModuleLabels } from '../../module.types.ts';

/** Management rules in Chinese (the source), English and Spanish. */
export const managementRulesLabels: ModuleLabels = {
  title: { zh: '管理制度', en: 'Management rules', es: 'Normas de gestión' },
  fields: {
    title: { zh: '制度名称', en: 'Rule', es: 'Norma' },
    ruleNo: { zh: '制度编号', en: 'Rule number', es: 'Número de norma' },
    category: { zh: '制度类别', en: 'Category', es: 'Categoría' },
    department: { zh: '归口部门', en: 'Owning department', es: 'Departamento responsable' },
    versionNo: { zh: '版本号', en: 'Version', es: 'Versión' },
    effectiveDate: { zh: '生效日期', en: 'Effective date', es: 'Fecha de vigencia' },
    content: { zh: '正文', en: 'Text', es: 'Texto' },
    attachments: ATTACHMENTS_LABEL,
  },
  options: {
    category: {
      admin: { zh: '行政', en: 'Administration', es: 'Administración' },
      hr: { zh: '人事', en: 'Human resources', es: 'Recursos humanos' },
      finance: { zh: '财务', en: 'Finance', es: 'Finanzas' },
      business: { zh: '业务', en: 'Business', es: 'Negocio' },
      safety: { zh: '安全', en: 'Safety', es: 'Seguridad' },
      it: { zh: '信息', en: 'IT', es: 'Informática' },
    },
  },
};
