import { ATTACHMENTS_LABEL, REMARK_LABEL } from '../../common-fields.ts';
import type { ModuleLabels } from '../../module.types.ts';

/** Bid distributions in Chinese (the source), English and Spanish. */
export const bidDistributionLabels: ModuleLabels = {
  title: { zh: '投标分配', en: 'Bid distribution', es: 'Asignación de licitaciones' },
  fields: {
    projectName: { zh: '项目名称', en: 'Project', es: 'Proyecto' },
    tenderer: { zh: '招标人', en: 'Tenderer', es: 'Entidad convocante' },
    bidType: { zh: '标书类型', en: 'Bid type', es: 'Tipo de oferta' },
    estimatedPrice: { zh: '预估价', en: 'Estimated price', es: 'Precio estimado' },
    bidDeadline: { zh: '投标截止日期', en: 'Bid deadline', es: 'Fecha límite de la oferta' },
    responsibleOffice: { zh: '负责部门', en: 'Responsible office', es: 'Oficina responsable' },
    responsiblePerson: { zh: '负责人', en: 'Responsible person', es: 'Responsable' },
    remark: REMARK_LABEL,
    attachments: ATTACHMENTS_LABEL,
  },
};
