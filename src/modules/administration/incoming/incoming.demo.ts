import type { DemoRecord } from '../../module-demo.ts';
import { userId } from '../../module-demo.ts';

/**
 * Demo records of `incoming`: a standard from the provincial construction department registered by leader01 and
 * proposed, waiting for manager01's instruction. (The headquarters' safety notice arrives at the East branch from
 * the demo outgoing documents, received and not yet registered.)
 */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'leader01',
    data: {
      title: '关于印发《建设工程造价咨询服务规范》的通知',
      fromOrgan: '浙江省住房和城乡建设厅',
      sourceNumber: '浙建〔2026〕35号',
      receivedDate: '2026-11-20',
      secrecy: 'none',
      urgency: 'normal',
      copies: '1',
      handler: userId('staff01'),
      handleDeadline: '2026-12-10',
      body: '<p>各设区市建委，各有关单位：</p><p>现将《建设工程造价咨询服务规范》印发给你们，请认真贯彻执行。</p>',
    },
    steps: [
      ['leader01', 'submit'],
      ['leader01', 'approve'],
    ],
  },
];
