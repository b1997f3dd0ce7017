import { ATTACHMENTS_LABEL } from '../../common-fields.ts';
import type { ModuleLabels } from '../../module.types.ts';

/** Technology guides in Chinese (the source), English and Spanish. */
export const techGuidesLabels: ModuleLabels = {
  title: { zh: '技术指南', en: 'Technology guides', es: 'Guías técnicas' },
  fields: {
    title: { zh: '标题', en: 'Title', es: 'Título' },
    specialty: { zh: '专业', en: 'Specialty', es: 'Especialidad' },
    author: { zh: '编写人', en: 'Author', es: 'Autor' },
    versionNo: { zh: '版本号', en: 'Version', es: 'Versión' },
    publishDate: { zh: '发布日期', en: 'Published', es: 'Publicada' },
    keywords: { zh: '关键词', en: 'Keywords', es: 'Palabras clave' },
    content: { zh: '正文', en: 'Text', es: 'Texto' },
    attachments: ATTACHMENTS_LABEL,
  },
  options: {
    specialty: {
      cost: { zh: '造价咨询', en: 'Cost consulting', es: 'Consultoría de costes' },
      tender: { zh: '招标代理', en: 'Tendering', es: 'Licitaciones' },
      supervision: { zh: '工程监理', en: 'Supervision', es: 'Supervisión' },
      design: { zh: '设计', en: 'Design', es: 'Diseño' },
      it: { zh: '信息化', en: 'IT', es: 'Informática' },
    },
  },
};
