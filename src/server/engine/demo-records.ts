import { inArray } from 'drizzle-orm';
import { findModule } from '../../modules/index.ts';
import type { Db } from '../db/database.ts';
import { offices, users } from '../db/schema.ts';
import { loadAccess } from '../lib/access.ts';
import { act, type WorkflowAction } from '../workflow/workflow.service.ts';
import { createRecord } from './record.service.ts';

type Data = Record<string, unknown>;
/**
 * A demo record: its creator and data (or data built from the ids of records named earlier by `ref`), and the
 * approval steps it has gone through, each `[user, action]`, so the lists show documents in several statuses.
 */
type Demo = { by: string; ref?: string; data: Data | ((refs: Record<string, number>) => Data); steps?: readonly (readonly [string, WorkflowAction])[] };

/** Department head, finance, and the general manager above the 5000 threshold (flows/default-flows.ts). */
const SIGNED = [
  ['staff01', 'submit'],
  ['leader01', 'approve'],
  ['finance01', 'approve'],
] as const;
const SIGNED_BY_GM = [...SIGNED, ['manager01', 'approve']] as const;
const IN_APPROVAL = [['staff01', 'submit']] as const;

/** A few records per module, created by different demo users so data scopes show (spec §3). */
function demoRecords(ids: { users: Record<string, number>; offices: Record<string, number> }): Record<string, Demo[]> {
  const { users: u, offices: o } = ids;
  return {
    customer: [
      {
        by: 'staff01',
        ref: 'hzct',
        data: {
          name: '杭州市城市建设投资集团有限公司',
          shortName: '杭州城投',
          creditCode: '91330100MA27XK1234',
          customerType: '2',
          level: 'A',
          industry: '3',
          region: '浙江杭州',
          address: '杭州市上城区解放东路18号',
          postcode: '310016',
          contactName: '周建国',
          contactMobile: '13905710001',
          phone: '0571-87001234',
          email: 'zhoujg@hzct.example.com',
          registeredCapital: 500000,
          cooperationDate: '2021-03-15',
          accountManager: u.staff01,
          department: o['EAST-ENG'],
          tags: ['strategic', 'repeat'],
          contacts: [
            { name: '周建国', position: '工程部经理', mobile: '13905710001' },
            { name: '林晓', position: '合同专员', mobile: '13905710002', email: 'linx@hzct.example.com' },
          ],
        },
      },
      {
        by: 'staff01',
        data: {
          name: '宁波港口工程有限公司',
          customerType: '3',
          level: 'B',
          industry: '1',
          region: '浙江宁波',
          contactName: '陈海',
          contactMobile: '13858000002',
          cooperationDate: '2022-07-01',
        },
      },
      {
        by: 'leader01',
        data: {
          name: '江苏省水利厅',
          customerType: '1',
          level: 'A',
          industry: '2',
          region: '江苏南京',
          contactName: '王立',
          contactMobile: '13770000003',
          tags: ['government'],
        },
      },
      {
        by: 'finance01',
        data: {
          name: '中能电力建设股份有限公司',
          customerType: '2',
          level: 'A',
          industry: '5',
          region: '北京',
          contactName: '赵敏',
          contactMobile: '13601000004',
          registeredCapital: 1200000,
        },
      },
      {
        by: 'manager01',
        data: {
          name: '深圳前海国际发展有限公司',
          customerType: '4',
          level: 'C',
          industry: '4',
          region: '广东深圳',
          contactName: 'Lee Wong',
          contactMobile: '13500000005',
          tags: ['overseas'],
        },
      },
    ],
    credentials: [
      {
        by: 'finance01',
        data: {
          name: '工程造价咨询企业甲级资质',
          certNo: '甲210330001',
          grade: 'A',
          issuer: '住房和城乡建设部',
          holder: o.HQ,
          issueDate: '2021-06-01',
          expiryDate: '2026-05-31',
        },
      },
      {
        by: 'manager01',
        data: {
          name: '工程监理综合资质',
          certNo: 'E133000123',
          grade: 'special',
          issuer: '住房和城乡建设部',
          holder: o.HQ,
          issueDate: '2020-01-10',
          expiryDate: '2025-12-31',
        },
      },
      {
        by: 'leader01',
        data: { name: '工程招标代理机构乙级', certNo: 'ZB-2022-0456', grade: 'B', issuer: '浙江省住房和城乡建设厅', holder: o.EAST, expiryDate: '2027-03-01' },
      },
    ],
    honors: [
      {
        by: 'manager01',
        data: {
          title: '全国优秀工程咨询成果一等奖',
          honorLevel: 'national',
          awardedBy: '中国工程咨询协会',
          awardDate: '2023-11-20',
          projectName: '杭州湾跨海大桥全过程咨询',
        },
      },
      {
        by: 'leader01',
        data: { title: '浙江省守合同重信用企业', honorLevel: 'provincial', awardedBy: '浙江省市场监督管理局', awardDate: '2022-05-10', awardee: '华东分公司' },
      },
      { by: 'staff01', data: { title: '优秀造价工程师', honorLevel: 'industry', awardedBy: '浙江省造价管理协会', awardDate: '2024-01-15', awardee: '陈小明' } },
    ],
    introduction: [
      {
        by: 'manager01',
        data: {
          title: '中恒工程咨询集团简介',
          language: 'zh',
          versionNo: '2024版',
          effectiveDate: '2024-01-01',
          content: '<p>中恒工程咨询集团成立于1998年，提供工程造价咨询、招标代理、工程监理与全过程咨询服务。</p>',
        },
      },
      {
        by: 'manager01',
        data: {
          title: 'Zhongheng Engineering Consulting Group',
          language: 'en',
          versionNo: '2024',
          content: '<p>Founded in 1998, we provide cost consulting, tendering and supervision.</p>',
        },
      },
    ],
    licenses: [
      {
        by: 'finance01',
        data: {
          name: '营业执照(集团)',
          licenseType: 'business',
          licenseNo: '91330000123456789X',
          holder: o.GROUP,
          legalRepresentative: '王总',
          expiryDate: '2048-12-31',
          keeper: u.finance01,
        },
      },
      { by: 'finance01', data: { name: '基本存款账户开户许可证', licenseType: 'bankAccount', licenseNo: 'J3310001234501', holder: o.HQ, keeper: u.finance01 } },
      {
        by: 'leader01',
        data: { name: '华东分公司营业执照', licenseType: 'business', licenseNo: '91330100MA2B000001', holder: o.EAST, legalRepresentative: '张经理' },
      },
    ],
    performance: [
      {
        by: 'leader01',
        data: {
          projectName: '杭州地铁10号线工程造价全过程咨询',
          serviceType: 'wholeProcess',
          contractAmount: 3860000,
          contractDate: '2021-04-01',
          completionDate: '2023-12-30',
          location: '浙江杭州',
          projectLeader: u.leader01,
        },
      },
      {
        by: 'staff01',
        data: { projectName: '宁波舟山港码头扩建招标代理', serviceType: 'tender', contractAmount: 680000.5, contractDate: '2022-08-15', location: '浙江宁波' },
      },
      {
        by: 'finance01',
        data: { projectName: '中能电力园区监理', serviceType: 'supervision', contractAmount: 1250000, contractDate: '2023-02-01', location: '北京' },
      },
    ],
    personnel: [
      {
        by: 'leader01',
        data: {
          name: '张经理',
          sex: '0',
          mobile: '13800000004',
          office: o['EAST-ENG'],
          professionalTitle: 'senior',
          qualifications: ['costEngineer', 'consultant'],
          entryDate: '2012-07-01',
        },
      },
      {
        by: 'staff01',
        data: {
          name: '陈小明',
          sex: '0',
          mobile: '13800000005',
          office: o['EAST-ENG'],
          professionalTitle: 'intermediate',
          qualifications: ['costEngineer'],
          entryDate: '2019-03-11',
        },
      },
      {
        by: 'finance01',
        data: { name: '李财务', sex: '1', idCard: '11010519491231002X', office: o['HQ-FIN'], professionalTitle: 'senior', entryDate: '2010-09-01' },
      },
    ],
    legislation: [
      {
        by: 'manager01',
        data: {
          title: '中华人民共和国招标投标法',
          docNo: '主席令第86号',
          authority: '全国人民代表大会常务委员会',
          level: 'law',
          issueDate: '2017-12-27',
          effectiveDate: '2017-12-28',
          validity: 'valid',
        },
      },
      {
        by: 'manager01',
        data: {
          title: '建设工程质量管理条例',
          docNo: '国务院令第279号',
          authority: '国务院',
          level: 'regulation',
          issueDate: '2000-01-30',
          validity: 'revised',
        },
      },
      {
        by: 'leader01',
        data: { title: '浙江省建设工程造价管理办法', authority: '浙江省人民政府', level: 'local', issueDate: '2021-05-01', validity: 'valid' },
      },
    ],
    standards: [
      {
        by: 'manager01',
        data: {
          standardNo: 'GB 50500-2013',
          name: '建设工程工程量清单计价规范',
          category: 'country',
          authority: '住房和城乡建设部',
          implementDate: '2013-07-01',
          validity: 'valid',
        },
      },
      {
        by: 'leader01',
        data: {
          standardNo: 'JTG 3820-2018',
          name: '公路工程建设项目投资估算编制办法',
          category: 'business',
          authority: '交通运输部',
          implementDate: '2019-05-01',
          validity: 'valid',
        },
      },
      { by: 'staff01', data: { standardNo: 'GB/T 50353-2013', name: '建筑工程建筑面积计算规范', category: 'country', validity: 'valid' } },
    ],
    techGuides: [
      {
        by: 'leader01',
        data: {
          title: '地铁工程造价审核要点',
          specialty: 'cost',
          author: u.leader01,
          versionNo: 'V2.0',
          publishDate: '2023-06-01',
          keywords: '地铁,审核,造价',
        },
      },
      { by: 'staff01', data: { title: '电子招标投标平台操作指引', specialty: 'tender', author: u.staff01, versionNo: 'V1.1', keywords: '电子招标' } },
    ],
    managementRules: [
      {
        by: 'manager01',
        data: { title: '合同管理办法', ruleNo: 'ZH-GL-001', category: 'business', department: o['HQ-GM'], versionNo: 'A/2', effectiveDate: '2023-01-01' },
      },
      {
        by: 'finance01',
        data: { title: '费用报销管理制度', ruleNo: 'ZH-CW-003', category: 'finance', department: o['HQ-FIN'], versionNo: 'B/1', effectiveDate: '2024-03-01' },
      },
      { by: 'manager01', data: { title: '信息安全管理规定', ruleNo: 'ZH-XX-002', category: 'it', department: o['HQ-ADM'], effectiveDate: '2022-09-01' } },
    ],
    invoiceapplication: [
      {
        by: 'staff01',
        ref: 'invoice',
        data: (refs) => ({
          title: '地铁三号线造价咨询第三季度服务费',
          customer: refs.hzct,
          contractName: '杭州地铁三号线全过程造价咨询合同',
          invoiceType: '0',
          invoicing: '1',
          taxRate: '6',
          applyDate: '2026-10-08',
          taxpayerNo: '91330100MA27XK1234',
          buyerBank: '中国工商银行杭州分行',
          lines: [
            { item: '造价咨询服务费', unit: '项', quantity: 1, unitPrice: '30000.00', amount: '30000.00' },
            { item: '跟踪审计服务费', unit: '项', quantity: 1, unitPrice: '12000.00', amount: '12000.00' },
          ],
        }),
        steps: SIGNED_BY_GM,
      },
      {
        by: 'staff01',
        data: (refs) => ({
          title: '江干区安置房项目结算审核费',
          customer: refs.hzct,
          invoiceType: '1',
          invoicing: '0',
          taxRate: '6',
          applyDate: '2026-11-12',
          lines: [{ item: '结算审核服务费', amount: '3600.00' }],
        }),
        steps: IN_APPROVAL,
      },
      {
        by: 'staff01',
        data: (refs) => ({
          title: '招标代理服务费',
          customer: refs.hzct,
          invoiceType: '1',
          invoicing: '1',
          taxRate: '6',
          applyDate: '2026-11-18',
          lines: [{ item: '招标代理服务费', amount: '1800.00' }],
        }),
      },
    ],
    invoicereturn: [
      {
        by: 'staff01',
        data: (refs) => ({
          title: '跟踪审计发票抬头有误',
          invoice: refs.invoice,
          invoiceNo: '33001234',
          amount: '12000.00',
          returnDate: '2026-10-20',
          reason: '购买方名称写错，退回重开',
        }),
        steps: IN_APPROVAL,
      },
    ],
    receipt: [
      {
        by: 'finance01',
        data: (refs) => ({
          title: '地铁三号线第三季度咨询费到账',
          customer: refs.hzct,
          invoice: refs.invoice,
          amount: '30000.00',
          receivedOn: '2026-10-28',
          method: 'transfer',
        }),
      },
    ],
    reimapplication: [
      {
        by: 'staff01',
        data: {
          title: '宁波港口项目现场踏勘差旅费',
          reimbursementType: '1',
          occurredOn: '2026-11-03',
          lines: [
            { date: '2026-11-03', item: '高铁票', amount: '236.00' },
            { date: '2026-11-03', item: '住宿费', amount: '420.00' },
            { date: '2026-11-04', item: '市内交通', amount: '58.50' },
          ],
        },
        steps: SIGNED,
      },
      {
        by: 'staff01',
        data: { title: '办公用品采购', reimbursementType: '2', occurredOn: '2026-11-10', lines: [{ date: '2026-11-10', item: '打印纸', amount: '320.00' }] },
        steps: [...IN_APPROVAL, ['leader01', 'reject']],
      },
    ],
    loan: [
      {
        by: 'staff01',
        ref: 'loan',
        data: { title: '北京出差备用金', loanType: 'travel', amount: '3000.00', loanDate: '2026-10-09', repayBy: '2026-12-31' },
        steps: SIGNED,
      },
      {
        by: 'staff01',
        data: { title: '项目现场设备采购借款', loanType: 'purchase', amount: '8000.00', loanDate: '2026-11-15', repayBy: '2027-01-31' },
        steps: [...IN_APPROVAL, ['leader01', 'approve']],
      },
    ],
    repayment: [
      {
        by: 'staff01',
        data: (refs) => ({ title: '归还北京出差备用金', loan: refs.loan, amount: '1000.00', repayDate: '2026-11-01', method: 'deduction' }),
        steps: SIGNED,
      },
      { by: 'staff01', data: (refs) => ({ title: '归还剩余备用金', loan: refs.loan, amount: '500.00', repayDate: '2026-11-20', method: 'transfer' }) },
    ],
    incomeadjustment: [
      {
        by: 'staff01',
        data: (refs) => ({
          title: '补充协议增加跟踪审计范围',
          customer: refs.hzct,
          contractName: '杭州地铁三号线全过程造价咨询合同',
          direction: 'increase',
          amount: '4500.00',
          adjustDate: '2026-11-05',
          reason: '业主增加二期工程跟踪审计',
        }),
        steps: IN_APPROVAL,
      },
    ],
    settlement: [
      {
        by: 'staff01',
        data: (refs) => ({
          title: '江干区安置房项目收入结算',
          customer: refs.hzct,
          contractName: '江干区安置房结算审核合同',
          contractAmount: '50000.00',
          amount: '48600.00',
          invoicedAmount: '3600.00',
          settleDate: '2026-11-16',
        }),
        steps: [...IN_APPROVAL, ['staff01', 'withdraw']],
      },
    ],
    reconciliation: [
      {
        by: 'finance01',
        data: (refs) => ({
          title: '杭州城投第三季度往来对账',
          customer: refs.hzct,
          periodStart: '2026-07-01',
          periodEnd: '2026-09-30',
          invoicedAmount: '42000.00',
          receivedAmount: '30000.00',
          amount: '12000.00',
          confirmed: '1',
        }),
      },
    ],
    nonincome: [
      {
        by: 'staff01',
        data: { title: '投标保证金退回', payer: '杭州市公共资源交易中心', category: 'deposit', amount: '2000.00', receivedOn: '2026-11-08' },
        steps: SIGNED,
      },
    ],
    approproation: [
      {
        by: 'staff01',
        data: {
          title: '华东分公司十一月备用金',
          payee: '华东分公司',
          payeeBank: '中国银行杭州分行',
          payeeAccount: '6216600100001234567',
          amount: '4000.00',
          payDate: '2026-11-02',
          purpose: '分公司日常运营备用金',
        },
        steps: SIGNED,
      },
    ],
    monthlyplan: [
      {
        by: 'leader01',
        data: {
          title: '工程一部十二月资金计划',
          department: o['EAST-ENG'],
          month: '2026-12-01',
          lines: [
            { item: '差旅费', category: '费用', amount: '6000.00' },
            { item: '外聘专家费', category: '劳务', amount: '8000.00' },
            { item: '办公费', category: '费用', amount: '1200.00' },
          ],
        },
      },
    ],
    externalLinks: [
      { by: 'manager01', data: { name: '全国公共资源交易平台', url: 'http://www.ggzy.gov.cn', category: 'tender', sortNo: 1, newWindow: '1' } },
      { by: 'manager01', data: { name: '中国建设工程造价管理协会', url: 'http://www.ccea.pro', category: 'association', sortNo: 2, newWindow: '1' } },
      { by: 'manager01', data: { name: '住房和城乡建设部', url: 'https://www.mohurd.gov.cn', category: 'government', sortNo: 3, newWindow: '1' } },
    ],
  };
}

/** Seeds the demo records once, through the same service the routes use, so they get serial numbers. */
export async function seedDemoRecords(db: Db) {
  const userRows = await db
    .select({ id: users.id, loginName: users.loginName })
    .from(users)
    .where(inArray(users.loginName, ['staff01', 'leader01', 'finance01', 'manager01']));
  const officeRows = await db.select({ id: offices.id, code: offices.code }).from(offices);
  const ids = {
    users: Object.fromEntries(userRows.map((row) => [row.loginName, row.id])),
    offices: Object.fromEntries(officeRows.map((row) => [row.code, row.id])),
  };
  const accessByLogin = new Map<string, Awaited<ReturnType<typeof loadAccess>>>();
  for (const row of userRows) accessByLogin.set(row.loginName, await loadAccess(db, row.id));
  const refs: Record<string, number> = {};
  for (const [key, demos] of Object.entries(demoRecords(ids))) {
    const descriptor = findModule(key)!;
    for (const demo of demos) {
      const access = accessByLogin.get(demo.by);
      if (!access) continue;
      const record = await createRecord(db, access, descriptor, typeof demo.data === 'function' ? demo.data(refs) : demo.data);
      if (demo.ref) refs[demo.ref] = record.id;
      for (const [login, action] of demo.steps ?? [])
        await act(db, accessByLogin.get(login)!, descriptor, record.id, action, action === 'withdraw' ? { opinion: '金额需要重新核对' } : {});
    }
  }
}
