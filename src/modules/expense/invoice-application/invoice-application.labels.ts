import { ATTACHMENTS_LABEL, REMARK_LABEL } from '../../common-fields.ts';
import type { ModuleLabels } from '../../module.types.ts';

/** Invoice applications in Chinese (the source), English and Spanish. */
export const invoiceApplicationLabels: ModuleLabels = {
  title: { zh: '开票申请', en: 'Invoice applications', es: 'Solicitudes de factura' },
  report: { zh: '发票统计', en: 'Invoice statistics', es: 'Estadística de facturas' },
  fields: {
    title: { zh: '开票事由', en: 'Subject', es: 'Asunto' },
    customer: { zh: '客户', en: 'Customer', es: 'Cliente' },
    contractName: { zh: '合同名称', en: 'Contract', es: 'Contrato' },
    invoiceType: { zh: '发票类型', en: 'Invoice type', es: 'Tipo de factura' },
    invoicing: { zh: '开票单位', en: 'Invoicing party', es: 'Entidad emisora' },
    taxRate: { zh: '税率', en: 'Tax rate', es: 'Tipo impositivo' },
    amount: { zh: '开票金额', en: 'Invoice amount', es: 'Importe de la factura' },
    applyDate: { zh: '申请日期', en: 'Application date', es: 'Fecha de solicitud' },
    taxpayerNo: { zh: '纳税人识别号', en: 'Taxpayer ID', es: 'NIF del comprador' },
    buyerAddressPhone: { zh: '地址、电话', en: 'Address and phone', es: 'Dirección y teléfono' },
    buyerBank: { zh: '开户行', en: 'Bank', es: 'Banco' },
    buyerAccount: { zh: '银行账号', en: 'Bank account', es: 'Cuenta bancaria' },
    lines: { zh: '开票明细', en: 'Invoice lines', es: 'Líneas de factura' },
    'lines.item': { zh: '货物或服务名称', en: 'Goods or service', es: 'Bien o servicio' },
    'lines.spec': { zh: '规格型号', en: 'Specification', es: 'Especificación' },
    'lines.unit': { zh: '单位', en: 'Unit', es: 'Unidad' },
    'lines.quantity': { zh: '数量', en: 'Quantity', es: 'Cantidad' },
    'lines.unitPrice': { zh: '单价', en: 'Unit price', es: 'Precio unitario' },
    'lines.amount': { zh: '金额', en: 'Amount', es: 'Importe' },
    remark: REMARK_LABEL,
    attachments: ATTACHMENTS_LABEL,
  },
  options: {
    taxRate: {
      '0': { zh: '0%', en: '0%', es: '0 %' },
      '1': { zh: '1%', en: '1%', es: '1 %' },
      '3': { zh: '3%', en: '3%', es: '3 %' },
      '6': { zh: '6%', en: '6%', es: '6 %' },
      '9': { zh: '9%', en: '9%', es: '9 %' },
      '13': { zh: '13%', en: '13%', es: '13 %' },
    },
  },
};
