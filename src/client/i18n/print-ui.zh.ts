/** Strings of the print page, the print preview and the document view, in Chinese, the source text. */
export const printUiZh = {
  'printUi.print': '打印',
  'printUi.download': '下载 PDF',
  'printUi.close': '关闭',
  'printUi.preview': '预览',
  'printUi.previewTitle': '打印预览：{name}',
  'printUi.source': '预览数据',
  'printUi.latest': '最新单据',
  'printUi.sample': '示例数据',
  'printUi.record': '单据 {serialNo}',
  'printUi.showing': '正在预览 {what}',
  'printUi.document': '打印文档',
  'printUi.placeholdersOf': '可用占位符：{names}',
  'printUi.loadFailed': '无法显示打印内容',
};
export type PrintUiMessageId = keyof typeof printUiZh;
