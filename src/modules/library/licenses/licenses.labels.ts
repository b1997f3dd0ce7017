import { REMARK_LABEL } from '../../common-fields.ts';
import type { ModuleLabels } from '../../module.types.ts';

/** Licenses in Chinese (the source), English and Spanish. */
export const licensesLabels: ModuleLabels = {
  title: { zh: '证照', en: 'Licenses', es: 'Licencias' },
  fields: {
    name: { zh: '证照名称', en: 'License', es: 'Licencia' },
    licenseType: { zh: '证照类型', en: 'License type', es: 'Tipo de licencia' },
    licenseNo: { zh: '证照编号', en: 'License number', es: 'Número de licencia' },
    holder: { zh: '持证单位', en: 'Holder', es: 'Titular' },
    legalRepresentative: { zh: '法定代表人', en: 'Legal representative', es: 'Representante legal' },
    issueDate: { zh: '发证日期', en: 'Issue date', es: 'Fecha de emisión' },
    expiryDate: { zh: '有效期至', en: 'Valid until', es: 'Válida hasta' },
    keeper: { zh: '原件保管人', en: 'Original kept by', es: 'Custodio del original' },
    scans: { zh: '扫描件', en: 'Scans', es: 'Copias escaneadas' },
    remark: REMARK_LABEL,
  },
  options: {
    licenseType: {
      business: { zh: '营业执照', en: 'Business license', es: 'Licencia comercial' },
      bankAccount: { zh: '开户许可证', en: 'Bank account permit', es: 'Permiso de cuenta bancaria' },
      tax: { zh: '税务登记证', en: 'Tax registration', es: 'Registro fiscal' },
      safety: { zh: '安全生产许可证', en: 'Work safety permit', es: 'Permiso de seguridad laboral' },
      other: { zh: '其他', en: 'Other', es: 'Otra' },
    },
  },
};
