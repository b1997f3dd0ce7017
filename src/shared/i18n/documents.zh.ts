/** Official documents' texts in Chinese, the source text (src/server/documents). */
export const documentsZh = {
  'documents.templateInvalid': '发文机关“{organ}”的字号模板无效：须含序号 {n}',
  'documents.noReceiver': '“{office}”及其下属部门均无负责人，无法接收分发的公文',
  'documents.numberVoided': '已作废文号 {number}',
  'documents.notNumbered': '该公文尚未编号',
  'documents.circulateNotNow': '当前状态的公文不能传阅',
  'documents.circulateNobody': '请选择传阅人',
  'documents.notify.circulated': '{sender}请您传阅：{title}（{serialNo}）',
  'documents.notify.distributed': '收到公文：{title}（{number}），请登记',
  'documents.bookingOverlap': '该时段已被 {serialNo} 预订（{from} 至 {to}）',
};
export type DocumentsMessageId = keyof typeof documentsZh;
