import { REMARK_LABEL } from '../../common-fields.ts';
import type { ModuleLabels } from '../../module.types.ts';

/** Credentials in Chinese (the source), English and Spanish. */
export const credentialsLabels: ModuleLabels = {
  title: { zh: '资质', en: 'Credentials', es: 'Acreditaciones' },
  fields: {
    name: { zh: '资质名称', en: 'Credential', es: 'Acreditación' },
    certNo: { zh: '证书编号', en: 'Certificate number', es: 'Número de certificado' },
    grade: { zh: '资质等级', en: 'Grade', es: 'Grado' },
    issuer: { zh: '发证机关', en: 'Issued by', es: 'Emitido por' },
    holder: { zh: '持证单位', en: 'Holder', es: 'Titular' },
    issueDate: { zh: '发证日期', en: 'Issue date', es: 'Fecha de emisión' },
    expiryDate: { zh: '有效期至', en: 'Valid until', es: 'Válido hasta' },
    businessScope: { zh: '业务范围', en: 'Business scope', es: 'Ámbito de actividad' },
    scans: { zh: '证书扫描件', en: 'Certificate scans', es: 'Copias escaneadas' },
    remark: REMARK_LABEL,
  },
  options: {
    grade: {
      A: { zh: '甲级', en: 'Grade A', es: 'Grado A' },
      B: { zh: '乙级', en: 'Grade B', es: 'Grado B' },
      C: { zh: '丙级', en: 'Grade C', es: 'Grado C' },
      special: { zh: '专项', en: 'Special', es: 'Especial' },
    },
  },
};
