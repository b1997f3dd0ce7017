import type { ModuleLabels } from '../../module.types.ts';

/** Introduction in Chinese (the source), English and Spanish. */
export const introductionLabels: ModuleLabels = {
  title: { zh: '公司简介', en: 'Introduction', es: 'Presentación' },
  fields: {
    title: { zh: '标题', en: 'Title', es: 'Título' },
    language: { zh: '语言', en: 'Language', es: 'Idioma' },
    versionNo: { zh: '版本号', en: 'Version', es: 'Versión' },
    effectiveDate: { zh: '生效日期', en: 'Effective date', es: 'Fecha de vigencia' },
    content: { zh: '正文', en: 'Text', es: 'Texto' },
    brochures: { zh: '宣传资料', en: 'Brochures', es: 'Folletos' },
  },
  options: {
    language: {
      zh: { zh: '中文', en: 'Chinese', es: 'Chino' },
      en: { zh: '英文', en: 'English', es: 'Inglés' },
      es: { zh: '西班牙文', en: 'Spanish', es: 'Español' },
    },
  },
};
