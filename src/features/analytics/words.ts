import type { Granularity, GroupBy } from '../../contract/analytics/calls';
import { fieldWords } from '../../contract/analytics/fieldWords';
import { commonFieldWords } from '../../contract/words';
import { METRICS, RATIO_COUNTS, RATIO_METRICS } from '../../domain/analytics/metrics';
import { commonWords } from '../../i18n/commonWords';
import { dictionary } from '../../i18n/dictionary';
import { defineWords } from '../../i18n/words';
import { ratesFieldWords } from '../../contract/rates/words';

const F = fieldWords.fields;
const word = (m: { zh: string; en: string }) => ({ zh: m.zh, en: m.en });

export const granularityWords: Record<Granularity, { zh: string; en: string }> = {
  DAY: { zh: '按日', en: 'By day' },
  WEEK: { zh: '按周（周一至周日）', en: 'By week (Mon–Sun)' },
  MONTH: { zh: '按月', en: 'By month' },
};

export const groupByWords: Record<GroupBy, { zh: string; en: string }> = {
  OWNER_COMPANY: { zh: '按所属公司', en: 'By owner company' },
  LANE: { zh: '按航线', en: 'By lane' },
  CARRIER: { zh: '按船公司', en: 'By carrier' },
  SALESPERSON: { zh: '按销售人员', en: 'By salesperson' },
  CUSTOMER_COMPANY: { zh: '按客户公司', en: 'By customer company' },
  CUSTOMER_EMPLOYEE: { zh: '按客户员工', en: 'By customer employee' },
};

/** The sales analysis pages in both languages (metric names from the one table of definitions). */
export const analyticsWords = defineWords({
  from: commonFieldWords.From,
  to: commonFieldWords.To,
  granularity: F.Granularity!,
  groupBy: F.GroupBy!,
  currency: F.Currency!,
  carrier: commonFieldWords.CarrierCode,
  pol: commonFieldWords.PolCode,
  pod: commonFieldWords.PodCode,
  bookings: word(METRICS.BOOKINGS),
  teu: word(METRICS.TEU),
  revenue: word(METRICS.REVENUE),
  cost: ratesFieldWords.Cost,
  gp: commonWords.gp,
  activeCustomers: word(METRICS.ACTIVE_CUSTOMERS),
  quoteConversion: commonWords.quoteConversion,
  searchConversion: word(RATIO_METRICS.SEARCH_CONVERSION),
  winRate: word(RATIO_METRICS.WIN_RATE),
  companiesSearched: RATIO_COUNTS.CompaniesSearched,
  companiesBooked: RATIO_COUNTS.CompaniesBooked,
  quotesBookedOfSent: { zh: '报价（订舱 / 发出）', en: 'Quotes (booked / sent)' },
  opportunitiesWonLost: { zh: '商机（赢 / 输）', en: 'Opportunities (won / lost)' },
  dormantCustomers: { zh: '沉睡客户', en: 'Dormant customers' },
  dormant: { zh: '沉睡', en: 'Dormant' },
  gpPerTeu: { zh: '单箱毛利（每 TEU）', en: 'GP per TEU' },
  name: commonWords.name,
  perCurrency: { zh: '分币种', en: 'Per currency' },
  inReport: (c: string) => ({ zh: `折合 ${c}`, en: `In ${c}` }),
  clearFilters: { zh: '重置筛选', en: 'Reset the filters' },
  refresh: { zh: '刷新统计', en: 'Refresh figures' },
  refreshed: { zh: '统计已刷新', en: 'The figures are refreshed' },
  refreshedAt: (at: string) => ({ zh: `统计更新于 ${at}`, en: `Figures as of ${at}` }),
  neverRefreshed: { zh: '统计尚未生成：请点击“刷新统计”', en: 'No figures yet: press "Refresh figures"' },
  exportExcel: dictionary.tableExport,
  noData: { zh: '所选范围内没有已放舱的订舱', en: 'No released bookings in the chosen range' },
  loading: { zh: '正在统计…', en: 'Counting…' },
  trend: { zh: '趋势', en: 'Trend' },
  ratesFooter: { zh: '折算汇率（月度记账汇率，兑人民币）：', en: 'Book rates used (monthly, into CNY): ' },
  noRate: { zh: '未维护，未计入折合金额', en: 'none kept: left out of the converted sums' },
  costHidden: { zh: '成本与毛利需“查看成本”权限', en: 'Cost and GP need the "view cost" permission' },
  drill: { zh: '点击客户行查看该客户的销售分析', en: 'Click a customer’s row for that customer’s analysis' },
  customerFilter: (name: string) => ({ zh: `客户：${name}`, en: `Customer: ${name}` }),
  allCustomers: commonWords.allCustomers,
  scopePlatform: { zh: '全平台', en: 'Whole platform' },
  scopeMine: { zh: '我的客户', en: 'My customers' },
  total: commonWords.total,
  month: { zh: '月份', en: 'Month' },
  exclusionsTitle: { zh: '统计设置：排除内部测试公司', en: 'Settings: internal test companies left out' },
  exclusionsHow: {
    zh: '名单中的公司（作为客户或所属公司）的订舱不计入任何统计；修改后立即重新汇总，并记入历史。',
    en: 'Bookings of the companies listed (as customer or owner) count in no figure; a change rolls the figures up again at once and is kept in the history.',
  },
  excludedNow: { zh: '已排除的公司', en: 'Companies left out' },
  noExclusions: { zh: '尚未排除任何公司', en: 'No company is left out' },
  companyToExclude: { zh: '要排除的客户公司', en: 'Customer company to leave out' },
  chooseCompany: { zh: '— 请选择 —', en: '— choose —' },
  reason: commonFieldWords.Reason,
  exclude: { zh: '排除', en: 'Leave out' },
  restore: { zh: '恢复统计', en: 'Count again' },
  excludedDone: { zh: '已排除，统计已重新汇总', en: 'Left out; the figures are rolled up again' },
  restoredDone: { zh: '已恢复统计，统计已重新汇总', en: 'Counted again; the figures are rolled up again' },
  exclusionHistory: commonWords.historyOfChanges,
  settings: { zh: '统计设置', en: 'Settings' },
  costFrom: { zh: '成本来源', en: 'Cost from' },
  billedOf: (n: number, of: number) => ({ zh: `账单 ${n}/${of} 票`, en: `billing: ${n} of ${of}` }),
  costSourceNote: (n: number, of: number) => ({
    zh: `成本：有应付费用的订舱取自账单（${n}/${of} 票），其余取自订舱时冻结报价的成本。`,
    en: `Cost: from billing's payable charges where a booking has them (${n} of ${of}), else from the cost frozen with its price.`,
  }),
});
