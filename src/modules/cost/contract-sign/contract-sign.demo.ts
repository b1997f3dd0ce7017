import { recordId, type DemoRecord } from '../../module-demo.ts';

/**
 * Demo records of `contractsign`, seeded once by src/server/seed/demo-records.ts: a draft for the metro line 3
 * contract, waiting for its file (whoever files it uploads the contract's PDF or Word document, then submits it).
 */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'staff01',
    data: {
      contract: recordId('metro3'),
      seal: 'contract',
      position: 'bottomRight',
      remark: '合同正本一式四份，盖合同专用章后寄回甲方两份',
    },
  },
];
