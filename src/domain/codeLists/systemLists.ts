import { SEED_CUT_OFF_CODES } from '../refdata/public';
import type { ListKind } from './code';

/**
 * The SYSTEM code lists (commercial.md §10.7), shipped as product data: their codes are what the
 * product's code reads, so people may rename, reorder, annotate and deactivate an entry, never add,
 * recode or delete one. The cut-off codes carry the Chinese terms of §6.5 (their other local words
 * in the remarks); Incoterms are the 2020 rules (DPU, not the DAT of the DCSA sample).
 */
export interface SeedEntry {
  code: string;
  zh: string;
  en: string;
  remarks?: string;
}
export interface SeedList {
  code: string;
  zh: string;
  en: string;
  description: string;
  kind: ListKind;
  entries: readonly SeedEntry[];
}

const e = (code: string, zh: string, en: string, remarks?: string): SeedEntry => (remarks ? { code, zh, en, remarks } : { code, zh, en });

const CUT_OFFS: SeedEntry[] = SEED_CUT_OFF_CODES.map((c) =>
  e(
    c.code,
    c.zh,
    c.en,
    [c.aliasesZh?.length ? `又称 ${c.aliasesZh.join('、')}` : '', c.usage === 'BOOKING' ? 'DCSA Booking' : 'DCSA CS'].filter(Boolean).join('；'),
  ),
);

export const SYSTEM_LISTS: readonly SeedList[] = [
  {
    code: 'CUTOFF',
    zh: '截止时间代码',
    en: 'Cut-off codes',
    description: 'DCSA cutOffDateTimeCode (§6.5)',
    kind: 'SYSTEM',
    entries: CUT_OFFS,
  },
  {
    code: 'RECEIPT_DELIVERY',
    zh: '收货/交货方式',
    en: 'Receipt and delivery types',
    description: 'DCSA receiptdeliverytypes.csv',
    kind: 'SYSTEM',
    entries: [e('CY', '堆场', 'Container yard (incl. rail ramp)'), e('SD', '门点', 'Store door'), e('CFS', '集装箱货运站', 'Container freight station')],
  },
  {
    code: 'PAYMENT_TERM',
    zh: '付款方式',
    en: 'Payment terms',
    description: 'DCSA paymentterms.csv',
    kind: 'SYSTEM',
    entries: [e('PRE', '预付', 'Prepaid'), e('COL', '到付', 'Collect')],
  },
  {
    code: 'BOOKING_STATUS',
    zh: '订舱状态',
    en: 'Booking statuses',
    description: 'DCSA Booking bookingStatus and amendmentBookingStatus',
    kind: 'SYSTEM',
    entries: [
      e('RECEIVED', '已接收', 'Received'),
      e('PENDING_UPDATE', '待补充', 'Pending update'),
      e('UPDATE_RECEIVED', '补充已接收', 'Update received'),
      e('CONFIRMED', '已确认', 'Confirmed'),
      e('PENDING_AMENDMENT', '待修改', 'Pending amendment'),
      e('REJECTED', '已拒绝', 'Rejected', '确认前被承运人拒绝'),
      e('DECLINED', '已谢绝', 'Declined', '确认后被承运人谢绝'),
      e('CANCELLED', '已取消', 'Cancelled'),
      e('COMPLETED', '已完成', 'Completed'),
      e('AMENDMENT_RECEIVED', '修改已接收', 'Amendment received'),
      e('AMENDMENT_CONFIRMED', '修改已确认', 'Amendment confirmed'),
      e('AMENDMENT_DECLINED', '修改被谢绝', 'Amendment declined'),
      e('AMENDMENT_CANCELLED', '修改已取消', 'Amendment cancelled'),
    ],
  },
  {
    code: 'INCOTERMS',
    zh: '贸易术语',
    en: 'Incoterms 2020',
    description: 'ICC Incoterms 2020 (DPU replaced DAT)',
    kind: 'SYSTEM',
    entries: [
      e('EXW', '工厂交货', 'Ex Works'),
      e('FCA', '货交承运人', 'Free Carrier'),
      e('FAS', '船边交货', 'Free Alongside Ship', '仅海运及内河'),
      e('FOB', '船上交货', 'Free On Board', '仅海运及内河'),
      e('CFR', '成本加运费', 'Cost and Freight', '仅海运及内河'),
      e('CIF', '成本、保险费加运费', 'Cost, Insurance and Freight', '仅海运及内河'),
      e('CPT', '运费付至', 'Carriage Paid To'),
      e('CIP', '运费和保险费付至', 'Carriage and Insurance Paid To'),
      e('DAP', '目的地交货', 'Delivered at Place'),
      e('DPU', '卸货地交货', 'Delivered at Place Unloaded', '2020 版取代 DAT'),
      e('DDP', '完税后交货', 'Delivered Duty Paid'),
    ],
  },
  {
    code: 'CUSTOMER_LEVEL',
    zh: '客户等级',
    en: 'Customer levels',
    description: 'Price levels of customers (commercial.md §2)',
    kind: 'SYSTEM',
    entries: [
      e('VIP', 'VIP 客户', 'VIP', '等级 1'),
      e('A', 'A 级', 'Level A'),
      e('B', 'B 级', 'Level B', '默认等级'),
      e('C', 'C 级', 'Level C'),
      e('PUBLIC', '公开价', 'Public', '未登录访客看到的价格'),
    ],
  },
  ...crmLists(),
];

function crmLists(): SeedList[] {
  const crm = (code: string, zh: string, en: string, entries: SeedEntry[]): SeedList => ({ code, zh, en, description: 'CRM', kind: 'SYSTEM', entries });
  return [
    crm('CRM_SOURCE', '客户来源', 'Customer sources', [
      e('EXPO', '展会', 'Trade fair'),
      e('WEBSITE', '官网', 'Website'),
      e('REFERRAL', '转介绍', 'Referral'),
      e('EDM', 'EDM 邮件营销', 'E-mail campaign'),
      e('LEAD', '线索转化', 'Converted lead'),
      e('PLATFORM', '平台注册', 'Platform sign-up'),
    ]),
    crm('CRM_INDUSTRY', '客户行业', 'Customer industries', [
      e('MACHINERY', '机械设备', 'Machinery'),
      e('TEXTILE', '纺织服装', 'Textiles and garments'),
      e('ELECTRONICS', '电子电器', 'Electronics'),
      e('FURNITURE', '家具家居', 'Furniture'),
      e('CHEMICAL', '化工', 'Chemicals'),
      e('FOOD', '食品', 'Food'),
    ]),
    crm('CRM_FOLLOW_METHOD', '跟进方式', 'Follow-up methods', [
      e('PHONE', '电话', 'Phone call'),
      e('WECHAT', '微信', 'WeChat'),
      e('VISIT', '拜访', 'Visit'),
      e('EMAIL', '邮件', 'E-mail'),
      e('MEETING', '会议', 'Meeting'),
    ]),
    crm('CRM_POOL_REASON', '退回公海原因', 'Reasons for release to the pool', [
      e('NO_NEED', '暂无出货需求', 'No shipments for now'),
      e('NO_CONTACT', '联系不上', 'Cannot be reached'),
      e('OTHER_FORWARDER', '已有合作货代', 'Works with another forwarder'),
      e('OTHER', '其他', 'Other'),
    ]),
    crm('CRM_LOST_REASON', '输单原因', 'Reasons for a loss', [
      e('PRICE', '竞品报价更低', 'A competitor quoted lower'),
      e('SCHEDULE', '船期不合适', 'Sailings did not suit'),
      e('SPACE', '舱位不足', 'Not enough space'),
      e('NEED_CHANGED', '客户需求变化', 'The customer’s needs changed'),
      e('BUDGET', '预算限制', 'Budget limits'),
    ]),
  ];
}
