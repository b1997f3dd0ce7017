import type { ModuleLabels } from '../../module.types.ts';

/** Country and business standards in Chinese (the source), English and Spanish. */
export const standardsLabels: ModuleLabels = {
  title: { zh: '国家及行业标准', en: 'Country and business standards', es: 'Normas nacionales y sectoriales' },
  fields: {
    standardNo: { zh: '标准号', en: 'Standard number', es: 'Número de norma' },
    name: { zh: '标准名称', en: 'Standard', es: 'Norma' },
    category: { zh: '标准类别', en: 'Category', es: 'Categoría' },
    authority: { zh: '发布机构', en: 'Issued by', es: 'Emitida por' },
    issueDate: { zh: '发布日期', en: 'Issued', es: 'Publicada' },
    implementDate: { zh: '实施日期', en: 'Implemented', es: 'Aplicable desde' },
    validity: { zh: '状态', en: 'Status', es: 'Estado' },
    replaces: { zh: '代替标准', en: 'Replaces', es: 'Sustituye a' },
    files: { zh: '标准文本', en: 'Standard text', es: 'Texto de la norma' },
  },
  options: {
    category: {
      country: { zh: '国家标准', en: 'Country standard', es: 'Norma nacional' },
      business: { zh: '行业标准', en: 'Business standard', es: 'Norma sectorial' },
    },
    validity: {
      valid: { zh: '现行有效', en: 'In force', es: 'Vigente' },
      revised: { zh: '已修订', en: 'Revised', es: 'Revisada' },
      repealed: { zh: '已废止', en: 'Repealed', es: 'Derogada' },
    },
  },
};
