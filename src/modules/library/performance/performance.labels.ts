import type { ModuleLabels } from '../../module.types.ts';

/** Performance in Chinese (the source), English and Spanish. */
export const performanceLabels: ModuleLabels = {
  title: { zh: '业绩', en: 'Performance', es: 'Referencias' },
  fields: {
    projectName: { zh: '项目名称', en: 'Project', es: 'Proyecto' },
    client: { zh: '委托单位', en: 'Client', es: 'Cliente' },
    serviceType: { zh: '服务类型', en: 'Service', es: 'Servicio' },
    contractAmount: { zh: '合同金额(元)', en: 'Contract amount (CNY)', es: 'Importe del contrato (CNY)' },
    contractDate: { zh: '签约日期', en: 'Signed', es: 'Firmado' },
    completionDate: { zh: '完成日期', en: 'Completed', es: 'Terminado' },
    location: { zh: '项目地点', en: 'Location', es: 'Ubicación' },
    projectLeader: { zh: '项目负责人', en: 'Project leader', es: 'Jefe de proyecto' },
    scale: { zh: '项目规模', en: 'Scale', es: 'Magnitud' },
    acceptanceDocs: { zh: '验收资料', en: 'Acceptance documents', es: 'Documentos de recepción' },
  },
  options: {
    serviceType: {
      cost: { zh: '造价咨询', en: 'Cost consulting', es: 'Consultoría de costes' },
      tender: { zh: '招标代理', en: 'Tendering', es: 'Licitaciones' },
      supervision: { zh: '工程监理', en: 'Supervision', es: 'Supervisión' },
      management: { zh: '项目管理', en: 'Project management', es: 'Gestión de proyectos' },
      wholeProcess: { zh: '全过程咨询', en: 'Whole-process consulting', es: 'Consultoría integral' },
    },
  },
};
