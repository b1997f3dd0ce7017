import { listedIn } from '../../src/modules/areas.ts';
import customerLabels from '../../src/modules/client/customer/customer.labels.json' with { type: 'json' };
import customer from '../../src/modules/client/customer/customer.module.ts';
import { defaultColumns } from '../../src/modules/derive.ts';
import type { ModuleDescriptor } from '../../src/modules/module.types.ts';
import type { CurrentUser } from '../../src/shared/schemas/auth.schema.ts';
import type { RecordRow } from '../../src/shared/schemas/engine.schema.ts';
import type { OfficeNode, TableLayout } from '../../src/client/api/engine.api.ts';

/** Sample answers of the generic routes, shaped like the server's, for the engine's stories and tests. */
export const customerModule: ModuleDescriptor = listedIn('client', 'customer', customer, customerLabels);

export const adminUser: CurrentUser = {
  sid: 'story',
  userId: 1,
  name: '系统管理员',
  loginName: 'admin',
  photo: null,
  jobGrade: ['sysadmin'],
  no: '100001',
  branchId: 2,
  officeId: 5,
  officeName: '综合管理部',
  officeFullName: '集团总部/综合管理部',
  companyFullName: '集团总部',
  bankNum: null,
  remarks: true,
  sex: 0,
  mobile: '13800000001',
  email: 'admin@example.com',
  isAdmin: true,
  dataScope: 5,
  permissions: [],
};

const names = [
  '杭州市城市建设投资集团有限公司',
  '宁波港口工程有限公司',
  '江苏省水利厅',
  '中能电力建设股份有限公司',
  '深圳前海国际发展有限公司',
  '成都天府新区建设局',
];

export const customerRows: RecordRow[] = Array.from({ length: 23 }, (_unused, index) => ({
  id: index + 1,
  serialNo: `KH202611${String(index + 1).padStart(4, '0')}`,
  status: index % 5 === 3 ? 3 : 0,
  version: 1,
  creatorId: 5,
  creatorName: '陈小明',
  officeId: 7,
  officeName: '工程一部',
  createdAt: new Date(Date.UTC(2026, 10, 1 + (index % 20), 8, 30)).toISOString(),
  updatedAt: new Date(Date.UTC(2026, 10, 1 + (index % 20), 9, 0)).toISOString(),
  name: `${names[index % names.length]}${index >= names.length ? ` ${index + 1}` : ''}`,
  shortName: index === 0 ? '杭州城投' : '',
  creditCode: index === 0 ? '91330100MA27XK1234' : '',
  customerType: String((index % 5) + 1),
  level: ['A', 'B', 'C'][index % 3],
  industry: String((index % 6) + 1),
  region: '浙江杭州',
  contactName: '周建国',
  contactMobile: '13905710001',
  registeredCapital: 500000 + index * 12345.5,
  cooperationDate: '2021-03-15',
  accountManager: 5,
  department: 7,
  tags: ['strategic'],
  contacts: [{ name: '周建国', position: '工程部经理', mobile: '13905710001' }],
}));

/** The layout the server derives from the descriptor (src/modules/derive.ts), without labels. */
export function descriptorLayout(descriptor: ModuleDescriptor, istable: 0 | 1 = 1): TableLayout {
  return {
    id: null,
    menuId: 74,
    moduleId: descriptor.key,
    moduleName: descriptor.key,
    source: 'descriptor',
    isDefault: 0,
    istable,
    tableSet: { isSearch: true, border: true, isExport: true, isHighSearch: true },
    tableHeaderSet: defaultColumns(descriptor),
  };
}

export const officeTree: OfficeNode[] = [
  {
    id: 1,
    parentId: null,
    name: '中恒工程咨询集团',
    children: [
      {
        id: 2,
        parentId: 1,
        name: '集团总部',
        children: [
          { id: 3, parentId: 2, name: '总经理办公室' },
          { id: 4, parentId: 2, name: '财务部' },
          { id: 5, parentId: 2, name: '综合管理部' },
        ],
      },
      { id: 6, parentId: 1, name: '华东分公司', children: [{ id: 7, parentId: 6, name: '工程一部' }] },
      { id: 9, parentId: 1, name: '华南分公司', children: [{ id: 10, parentId: 9, name: '工程二部' }] },
    ],
  },
];

export const users = [
  { id: 1, userId: 1, loginName: 'admin', name: '系统管理员', officeName: '综合管理部' },
  { id: 5, userId: 5, loginName: 'staff01', name: '陈小明', officeName: '工程一部' },
];

export const statisticsRows = [
  { month: '2026-01', contracts: 12, amount: 320.5 },
  { month: '2026-02', contracts: 8, amount: 210 },
  { month: '2026-03', contracts: 15, amount: 480.25 },
  { month: '2026-04', contracts: 11, amount: 305 },
  { month: '2026-05', contracts: 19, amount: 612.8 },
  { month: '2026-06', contracts: 9, amount: 198.4 },
  { month: '2026-07', contracts: 14, amount: 402 },
  { month: '2026-08', contracts: 17, amount: 555.5 },
  { month: '合计', contracts: 105, amount: 3084.45 },
];
