import type { ModuleLabels } from '../../module.types.ts';

/** Honors in Chinese (the source), English and Spanish. */
export const honorsLabels: ModuleLabels = {
  title: { zh: '荣誉', en: 'Honors', es: 'Distinciones' },
  fields: {
    title: { zh: '荣誉名称', en: 'Honor', es: 'Distinción' },
    honorLevel: { zh: '荣誉级别', en: 'Level', es: 'Nivel' },
    awardedBy: { zh: '授予单位', en: 'Awarded by', es: 'Otorgada por' },
    awardDate: { zh: '获奖日期', en: 'Award date', es: 'Fecha' },
    awardee: { zh: '获奖对象', en: 'Awardee', es: 'Galardonado' },
    projectName: { zh: '相关项目', en: 'Project', es: 'Proyecto' },
    description: { zh: '说明', en: 'Description', es: 'Descripción' },
    certificates: { zh: '证书图片', en: 'Certificate images', es: 'Imágenes del certificado' },
  },
  options: {
    honorLevel: {
      national: { zh: '国家级', en: 'National', es: 'Nacional' },
      provincial: { zh: '省级', en: 'Provincial', es: 'Provincial' },
      municipal: { zh: '市级', en: 'Municipal', es: 'Municipal' },
      industry: { zh: '行业', en: 'Industry', es: 'Sectorial' },
    },
  },
};
