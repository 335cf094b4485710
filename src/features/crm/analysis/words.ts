import type { CustomerGroup, QuoteGroup } from '../../../domain/crm/analysis';
import { statusWords } from '../../../contract/words';
import { commonWords } from '../../../i18n/commonWords';
import { dictionary } from '../../../i18n/dictionary';
import { defineWords } from '../../../i18n/words';
import { crmEditWords } from '../edit/words';
import { oppWords } from '../opportunities/words';

/** Every word of the CRM's two analysis pages (客户分析, 报价分析). */
export const analysisWords = defineWords({
  customersHint: {
    zh: '期间内的新增、领取、回收、成交客户，期末的沉睡客户（180 天内有订舱、近 60 天没有），以及线索到赢单的漏斗。',
    en: 'Customers made, claimed, recycled and dealt in the period, those dormant at its end (a booking in the last 180 days, none in the last 60), and the funnel from lead to won.',
  },
  quotesHint: {
    zh: '期间内发出的报价：接受、订舱与报价转化率（订舱 ÷ 发出）；期间内关闭的商机：赢单率（赢单 ÷ 赢单与输单）与输单原因。',
    en: 'Quotes sent in the period: accepted, booked and the quote conversion (booked ÷ sent); opportunities closed in it: the win rate (won ÷ won and lost) and the reasons for the losses.',
  },
  from: { zh: '开始日期', en: 'First day' },
  to: { zh: '结束日期', en: 'Last day' },
  groupBy: { zh: '分组依据', en: 'Grouped by' },
  exportExcel: dictionary.tableExport,
  group: { zh: '分组名称', en: 'Group name' },
  newCustomers: { zh: '新增', en: 'New' },
  claimed: { zh: '领取', en: 'Claimed' },
  recycled: { zh: '回收', en: 'Recycled' },
  dealt: { zh: '成交', en: 'Dealt' },
  dormant: { zh: '沉睡客户数', en: 'Dormant' },
  funnel: { zh: '转化漏斗', en: 'Funnel' },
  leads: { zh: '线索', en: 'Leads' },
  customers: { zh: '新客户', en: 'New customers' },
  opportunities: oppWords.opportunities,
  won: { zh: '赢单', en: 'Won' },
  lost: { zh: '输单', en: 'Lost' },
  totals: commonWords.totals,
  emptyCustomers: { zh: '所选期间没有客户变动。', en: 'Nothing happened to customers in the chosen period.' },
  emptyQuotes: { zh: '所选期间没有发出的报价，也没有关闭的商机。', en: 'No quotes were sent and no opportunities closed in the chosen period.' },
  badPeriod: { zh: '请输入开始和结束日期（YYYY-MM-DD）。', en: 'Type the first and last day (YYYY-MM-DD).' },
  loading: commonWords.loading,
  dormantList: { zh: '期末沉睡客户', en: 'Dormant at the end of the period' },
  noDormant: { zh: '期末没有沉睡客户。', en: 'No customer is dormant at the end of the period.' },
  customer: commonWords.customer,
  owner: commonWords.owner,
  lastBooking: { zh: '最近订舱（开船日）', en: 'Last booking (ETD)' },
  lastFollow: { zh: '最近跟进', en: 'Last follow-up' },
  never: { zh: '从未', en: 'Never' },
  planFollow: { zh: '安排跟进', en: 'Plan a follow-up' },
  planned: { zh: '已安排明天上午 10 点电话跟进', en: 'A call is planned for tomorrow at 10:00' },
  planContent: { zh: '沉睡客户回访：了解近期出货计划', en: 'Dormant customer: ask about coming shipments' },
  sent: { zh: '报价数', en: 'Quotes sent' },
  accepted: statusWords.accepted,
  booked: statusWords.booked,
  conversion: commonWords.quoteConversion,
  winRate: { zh: '赢单率', en: 'Win rate' },
  teu: { zh: 'TEU', en: 'TEU' },
  marginPerTeu: { zh: '单箱毛利（每 TEU）', en: 'Margin per TEU' },
  inCny: { zh: '折合人民币', en: 'In CNY' },
  lostReasons: { zh: '输单原因', en: 'Reasons for the losses' },
  noLosses: { zh: '期间内没有输单。', en: 'No opportunity was lost in the period.' },
  count: { zh: '次数', en: 'Count' },
  ratesFooter: { zh: '折合人民币按各月记账汇率：', en: 'Converted to CNY at each month’s book rate: ' },
  noRate: { zh: '无汇率，未计入', en: 'no rate, left out' },
  costHidden: { zh: '毛利需要“查看成本”权限，此处不显示。', en: 'The margin needs the "view cost" permission: it is not shown here.' },
});

export const customerGroupWords: Record<CustomerGroup, { zh: string; en: string }> = {
  SOURCE: commonWords.source,
  INDUSTRY: crmEditWords.industry,
  LEVEL: { zh: '客户等级', en: 'Level' },
  OWNER: commonWords.owner,
};

export const quoteGroupWords: Record<QuoteGroup, { zh: string; en: string }> = {
  LANE: commonWords.lane,
  CARRIER: commonWords.carrier,
  SALES: { zh: '销售人员', en: 'Salesperson' },
};
