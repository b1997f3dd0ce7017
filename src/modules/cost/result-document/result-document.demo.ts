import { recordId, type DemoRecord } from '../../module-demo.ts';

/**
 * Demo result documents of the metro line 3 project, filed by a member of it (staff01) into its folders, by module (kind).
 * They stay drafts: the deliverable's file is uploaded by whoever files it, and a document is submitted with it.
 */
const metro3 = { project: recordId('metro3Project'), contract: recordId('metro3') };

export const demoRecords: Readonly<Record<string, readonly DemoRecord[]>> = {
  document: [
    {
      by: 'staff01',
      data: {
        ...metro3,
        title: '杭州地铁三号线一期工程施工图预算书',
        folder: 'design',
        issuedOn: '2026-05-20',
        description: '含土建、机电安装及轨道工程预算，按浙江省2018版计价依据编制。',
      },
    },
    {
      by: 'staff01',
      data: { ...metro3, title: '杭州地铁三号线招标控制价编制报告', folder: 'bidding', issuedOn: '2026-07-08', description: '土建标段招标控制价及编制说明。' },
    },
  ],
  documentsettlement: [
    {
      by: 'staff01',
      data: {
        ...metro3,
        title: '杭州地铁三号线车站主体结构结算审核报告',
        folder: 'completion',
        issuedOn: '2026-11-12',
        description: '送审金额 1.26 亿元，审定金额 1.19 亿元，核减率 5.6%。',
      },
    },
  ],
  documentopinion: [
    {
      by: 'staff01',
      data: {
        ...metro3,
        title: '关于盾构区间变更签证费用的咨询意见',
        folder: 'construction',
        issuedOn: '2026-09-15',
        description: '对设计变更引起的签证费用计取提出意见。',
      },
    },
  ],
  documentother: [
    {
      by: 'staff01',
      data: {
        ...metro3,
        title: '杭州地铁三号线造价咨询月报（2026年10月）',
        folder: 'construction',
        issuedOn: '2026-11-05',
        description: '本月计量支付审核及投资控制情况。',
      },
    },
  ],
};
