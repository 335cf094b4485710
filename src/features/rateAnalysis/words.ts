import { indexColumnWords } from '../../contract/rateAnalysis/words';
import { commonFieldWords } from '../../contract/words';
import { commonWords } from '../../i18n/commonWords';
import { dictionary } from '../../i18n/dictionary';
import { defineWords } from '../../i18n/words';

/** Rate analysis' pages in both languages. */
export const rateAnalysisWords = defineWords({
  ...indexColumnWords,
  from: commonFieldWords.From,
  to: commonFieldWords.To,
  carrier: commonFieldWords.CarrierCode,
  lane: commonWords.lane,
  laneOf: (pol: string, pod: string) => ({ zh: `${pol} 至 ${pod} 航线`, en: `${pol} to ${pod}` }),
  customer: commonFieldWords.CustomerCompanyId,
  anyCarrier: { zh: '所有船公司合并', en: 'All carriers together' },
  allClasses: { zh: '全部箱型', en: 'All classes' },
  chooseLane: { zh: '请选择航线', en: 'Choose a lane' },
  chooseCustomer: { zh: '请选择要分析的客户', en: 'Choose the customer to analyse' },
  band: { zh: '成本区间（最低–最高）', en: 'Cost range (min–max)' },
  indexOf: (cls: string, currency: string) => ({ zh: `${cls} 运价指数（${currency}）`, en: `${cls} price index (${currency})` }),
  volatility: { zh: '波动率（周环比变化幅度均值）', en: 'Volatility (mean size of the weekly change)' },
  volatilityOf: (cls: string, v: string) => ({ zh: `${cls} 平均波动 ${v}`, en: `${cls} moves ${v} a week` }),
  notMeasured: { zh: '无法计算', en: 'Not measurable' },
  notices: { zh: '船公司通知（GRI / 附加费）', en: "Carriers' notices (GRI / surcharges)" },
  noNotices: { zh: '此期间该航线没有 GRI 或附加费通知', en: 'No GRI or surcharge notice on this lane in these dates' },
  noWeeks: {
    zh: '所选日期内该航线没有已发布的运价。请放宽日期或换一条航线。',
    en: 'No published rate on this lane in these dates. Widen the dates or pick another lane.',
  },
  withoutCost: { zh: '您没有“查看成本”权限：图表与表格只显示销售价。', en: 'You do not hold "View cost": the chart and the table show the sell side only.' },
  countedAt: (at: string) => ({ zh: `统计时间：${at}`, en: `Counted at ${at}` }),
  neverCounted: { zh: '尚未统计', en: 'Not counted yet' },
  refresh: { zh: '重新统计', en: 'Count again' },
  refreshed: { zh: '运价指数已重新统计', en: 'The price index was counted again' },
  exportTable: dictionary.tableExport,
  loading: { zh: '正在读取运价指数……', en: 'Reading the price index…' },
  Searches: { zh: '搜索次数', en: 'Searches' },
  Quotes: commonWords.quoteCount,
  QuotesAccepted: { zh: '已接受报价', en: 'Quotes accepted' },
  QuotesRejected: { zh: '已拒绝报价', en: 'Quotes turned down' },
  LostOnPrice: { zh: '因价格流失', en: 'Lost on price' },
  Bookings: commonWords.bookingsMade,
  noLanes: { zh: '该客户在所选日期内没有搜索、报价或订舱。', en: 'This customer searched, was quoted and booked nothing in these dates.' },
  noCustomers: { zh: '您名下还没有客户。', en: 'No customer is yours yet.' },
  howLost: { zh: '“因价格流失”：拒绝理由提到价格的报价', en: '"Lost on price": quotes turned down with a reason that names the price' },
});
