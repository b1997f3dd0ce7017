import { userId, type DemoRecord } from '../../module-demo.ts';

/**
 * Demo records of `supplier`, seeded once by src/server/seed/demo-records.ts: the computer dealer and the stationer
 * purchase contracts pick (`dealerLaptops`, `stationer`), and a printer service company. The dealer's authorisation
 * letter expires on 2026-12-15, so its buyer is reminded of it.
 */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'finance01',
    ref: 'dealerLaptops',
    data: {
      name: '杭州数码科技有限公司',
      creditCode: '91330106MA2H7K3P2R',
      taxpayerType: 'general',
      legalRepresentative: '周建国',
      address: '浙江省杭州市西湖区文三路 478 号华星时代广场 A 座 12 层',
      phone: '0571-88216630',
      bankName: '中国工商银行杭州文三路支行',
      bankAccount: '1202021109900123456',
      buyer: userId('finance01'),
      supplies: '笔记本电脑、台式机、显示器及电脑配件的销售与上门维保',
      contacts: [
        { name: '陈晓东', position: '大客户经理', phone: '13858012345', email: 'chenxd@hzdigital.example.cn' },
        { name: '林慧', position: '售后主管', phone: '0571-88216631', email: 'service@hzdigital.example.cn' },
      ],
      certificates: [
        { name: '营业执照', number: '91330106MA2H7K3P2R', expiryDate: '2041-05-19' },
        { name: '联想授权经销商证书', number: 'LX-ZJ-2025-0318', expiryDate: '2026-12-15' },
      ],
    },
  },
  {
    by: 'finance01',
    ref: 'stationer',
    data: {
      name: '杭州文联办公用品有限公司',
      creditCode: '91330105MA27XQ1L6X',
      taxpayerType: 'smallScale',
      legalRepresentative: '王丽娟',
      address: '浙江省杭州市拱墅区湖墅南路 186 号',
      phone: '0571-85103377',
      bankName: '杭州银行拱墅支行',
      bankAccount: '3301040160008765432',
      buyer: userId('finance01'),
      supplies: '复印纸、硒鼓墨盒、文具及办公耗材,市区次日送货',
      contacts: [{ name: '王丽娟', position: '总经理', phone: '13905711234', email: 'wanglj@wenlian.example.cn' }],
      certificates: [{ name: '营业执照', number: '91330105MA27XQ1L6X', expiryDate: '2038-09-30' }],
    },
  },
  {
    by: 'finance01',
    data: {
      name: '杭州恒印办公设备服务有限公司',
      creditCode: '91330110MA2CFR8T5P',
      taxpayerType: 'general',
      legalRepresentative: '赵明',
      address: '浙江省杭州市余杭区五常大道 168 号',
      phone: '0571-89027716',
      bankName: '中国建设银行杭州余杭支行',
      bankAccount: '33050161622700001234',
      buyer: userId('finance01'),
      supplies: '打印机、复印机销售,租赁与维修',
      contacts: [{ name: '赵明', position: '总经理', phone: '13757123456', email: 'zhaom@hengyin.example.cn' }],
      certificates: [
        { name: '营业执照', number: '91330110MA2CFR8T5P', expiryDate: '2044-03-11' },
        { name: '惠普金牌服务商证书', number: 'HP-SP-2026-0921', expiryDate: '2027-06-30' },
      ],
    },
  },
];
