import type { Meta, StoryObj } from '@storybook/react-vite';
import { PrintDocumentView } from '../src/client/print/print-document-view.tsx';

/** What the server renders for a signed invoice application through the built-in template (values escaped there). */
const invoiceHtml = [
  '<h2 style="text-align: center">开票申请</h2>',
  '<table><tbody>',
  '<tr><th>编号</th><td>KP2026100001</td><th>状态</th><td>已签订</td></tr>',
  '<tr><th>申请人</th><td>陈小明</td><th>部门</th><td>工程部</td></tr>',
  '<tr><th>开票事由</th><td colspan="3">地铁三号线造价咨询第三季度服务费 &lt;含税&gt;</td></tr>',
  '</tbody></table>',
  '<h4>开票明细</h4>',
  '<table class="print-details"><thead><tr><th>货物或服务名称</th><th>单位</th><th>金额</th></tr></thead>',
  '<tbody><tr><td>造价咨询服务费</td><td>项</td><td>30,000.00</td></tr><tr><td>跟踪审计服务费</td><td>项</td><td>12,000.00</td></tr></tbody></table>',
  '<h4>审批记录</h4>',
  '<table class="print-trail"><thead><tr><th>审批环节</th><th>操作</th><th>审批人</th><th>代谁审批</th><th>时间</th><th>审批意见</th></tr></thead><tbody>',
  '<tr><td>申请人</td><td>提交</td><td>陈小明</td><td></td><td>2026-10-08 09:12:03</td><td></td></tr>',
  '<tr><td>部门负责人审批</td><td>同意</td><td>张经理</td><td></td><td>2026-10-08 10:40:51</td><td>同意开票</td></tr>',
  '<tr><td>财务审批</td><td>同意</td><td>王总</td><td>李财务</td><td>2026-10-09 14:02:17</td><td>代李财务审批</td></tr>',
  '</tbody></table>',
].join('');

const meta = {
  title: 'Print/Document',
  component: PrintDocumentView,
  args: { html: invoiceHtml, paper: 'A4', landscape: false },
} satisfies Meta<typeof PrintDocumentView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InvoiceOnA4: Story = {};
export const Landscape: Story = { args: { paper: 'A5', landscape: true } };
/** Markup the server would never send is removed again before it reaches the page. */
export const HostileMarkupRemoved: Story = {
  args: { html: '<p>发票<img src=x onerror="alert(1)"><script>alert(2)</script></p>' },
  play: async ({ canvasElement }) => {
    if (canvasElement.querySelector('script, [onerror]')) throw new Error('hostile markup reached the page');
  },
};
