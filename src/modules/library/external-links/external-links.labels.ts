import type { ModuleLabels } from '../../module.types.ts';

/** External links in Chinese (the source), English and Spanish. */
export const externalLinksLabels: ModuleLabels = {
  title: { zh: '外部链接', en: 'External links', es: 'Enlaces externos' },
  fields: {
    name: { zh: '名称', en: 'Name', es: 'Nombre' },
    url: { zh: '链接地址', en: 'Address', es: 'Dirección' },
    category: { zh: '类别', en: 'Category', es: 'Categoría' },
    sortNo: { zh: '排序', en: 'Order', es: 'Orden' },
    newWindow: { zh: '新窗口打开', en: 'Open in new window', es: 'Abrir en ventana nueva' },
    description: { zh: '说明', en: 'Description', es: 'Descripción' },
    logo: { zh: '图标', en: 'Icon', es: 'Icono' },
  },
  options: {
    category: {
      government: { zh: '政府平台', en: 'Government platform', es: 'Plataforma oficial' },
      association: { zh: '行业协会', en: 'Industry association', es: 'Asociación sectorial' },
      tender: { zh: '招投标平台', en: 'Tender platform', es: 'Plataforma de licitación' },
      internal: { zh: '内部系统', en: 'Internal system', es: 'Sistema interno' },
      other: { zh: '其他', en: 'Other', es: 'Otro' },
    },
    newWindow: {
      '0': { zh: '否', en: 'No', es: 'No' },
      '1': { zh: '是', en: 'Yes', es: 'Sí' },
    },
  },
};
