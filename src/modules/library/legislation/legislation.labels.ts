import type { ModuleLabels } from '../../module.types.ts';

/** Legislation in Chinese (the source), English and Spanish. */
export const legislationLabels: ModuleLabels = {
  title: { zh: '法律法规', en: 'Legislation', es: 'Legislación' },
  fields: {
    title: { zh: '名称', en: 'Title', es: 'Título' },
    docNo: { zh: '文号', en: 'Document number', es: 'Número de documento' },
    authority: { zh: '发布机关', en: 'Issued by', es: 'Emitida por' },
    level: { zh: '效力级别', en: 'Legal level', es: 'Rango normativo' },
    issueDate: { zh: '发布日期', en: 'Issued', es: 'Publicada' },
    effectiveDate: { zh: '施行日期', en: 'In force from', es: 'Vigente desde' },
    validity: { zh: '时效性', en: 'Validity', es: 'Vigencia' },
    link: { zh: '原文链接', en: 'Source link', es: 'Enlace al texto' },
    summary: { zh: '摘要', en: 'Summary', es: 'Resumen' },
    fullText: { zh: '全文', en: 'Full text', es: 'Texto completo' },
  },
  options: {
    level: {
      law: { zh: '法律', en: 'Law', es: 'Ley' },
      regulation: { zh: '行政法规', en: 'Administrative regulation', es: 'Reglamento administrativo' },
      rule: { zh: '部门规章', en: 'Ministerial rule', es: 'Norma ministerial' },
      local: { zh: '地方性法规', en: 'Local regulation', es: 'Norma local' },
      normative: { zh: '规范性文件', en: 'Normative document', es: 'Documento normativo' },
    },
    validity: {
      valid: { zh: '现行有效', en: 'In force', es: 'Vigente' },
      revised: { zh: '已修订', en: 'Revised', es: 'Revisada' },
      repealed: { zh: '已废止', en: 'Repealed', es: 'Derogada' },
    },
  },
};
