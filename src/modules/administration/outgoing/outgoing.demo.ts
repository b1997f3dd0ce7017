import { approvedBy, type DemoRecord, officeId, recordId, userId } from '../../module-demo.ts';

const notice = {
  organ: recordId('hqOrgan'),
  docType: 'notice',
  secrecy: 'none',
  urgency: 'urgent',
  mainTo: '各分公司、各部门',
  copyTo: '集团董事会',
  copies: '20',
  signer: userId('manager01'),
  clerk: userId('staff01'),
};

/**
 * Demo records of `outgoing`, drafted by staff01: a notice checked by leader01, signed off by manager01, numbered,
 * printed and distributed to the East branch by staff01 (it arrives there as an incoming document for leader01 to
 * register); a notice waiting for manager01's sign-off; a draft.
 */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'staff01',
    data: {
      ...notice,
      title: '关于开展2026年度安全生产大检查的通知',
      distributeTo: [officeId('EAST')],
      body: '<p>各分公司、各部门：</p><p>为落实安全生产责任制，集团决定于12月开展年度安全生产大检查，请各单位于12月15日前完成自查并报送自查报告。</p>',
    },
    steps: approvedBy('leader01', 'manager01', 'staff01', 'staff01', 'staff01'),
  },
  {
    by: 'staff01',
    data: {
      ...notice,
      title: '关于2027年元旦放假安排的通知',
      urgency: 'normal',
      body: '<p>各分公司、各部门：</p><p>根据国务院办公厅通知，2027年元旦放假1天，请各单位做好值班安排。</p>',
    },
    steps: approvedBy('leader01'),
  },
  {
    by: 'staff01',
    data: {
      ...notice,
      docType: 'request',
      title: '关于申请增购工程检测设备的请示',
      mainTo: '集团总经理办公室',
      copyTo: '',
      copies: '3',
      body: '<p>集团总经理办公室：</p><p>因项目检测任务增加，拟增购全站仪两台，妥否，请批示。</p>',
    },
  },
];
