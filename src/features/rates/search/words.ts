import { commonWords } from '../../../i18n/commonWords';
import { defineWords } from '../../../i18n/words';
import { ratesFieldWords } from '../../../contract/rates/words';
import { siFieldWords } from '../../../contract/si/words';

/** The price search, the price explain and the search log: `useWords(searchWords)`. */
export const searchWords = defineWords({
  pol: commonWords.pol,
  pod: commonWords.pod,
  carrier: commonWords.carrier,
  transitDays: commonWords.transitDays,
  portHint: commonWords.portHint,
  etd: siFieldWords.TBI_SAILINGDATE,
  asOf: { zh: '查询日期（当日有效的价格）', en: 'As of (the prices valid that day)' },
  containers: commonWords.containers,
  containersHint: commonWords.containersHint,
  containersBad: { zh: '请按“数量×箱型”填写，如 2×40HQ', en: 'Write quantity × type, e.g. 2×40HQ' },
  grossKg: { zh: '每箱货重（公斤，可选）', en: 'Gross kg per container (optional)' },
  customer: commonWords.customer,
  noCustomer: { zh: '不指定客户（业务默认价）', en: 'No customer (business default)' },
  search: { zh: '查询运价', en: 'Search rates' },
  chooseLane: { zh: '请选择起运港和目的港后查询。', en: 'Choose the ports of loading and discharge, then search.' },
  noRates: { zh: '该航线当日没有有效运价。', en: 'No valid rate on this lane for that day.' },
  pricesAt: (level: string) => ({ zh: `价格等级：${level}`, en: `Price tier: ${level}` }),
  oceanFreight: commonWords.oceanFreight,
  surcharges: commonWords.surcharges,
  options: { zh: '可选服务（未计入）', en: 'Optional services (not included)' },
  total: commonWords.total,
  totalHint: commonWords.totalsPerCurrency,
  validity: commonWords.validity,
  schedule: { zh: '船期', en: 'Schedule' },
  cost: ratesFieldWords.Cost,
  margin: { zh: '毛利', en: 'Margin' },
  belowFloor: { zh: '低于底线毛利', en: 'Below the floor margin' },
  hidden: { zh: '客户不可见', en: 'Hidden from customers' },
  explain: { zh: '价格明细', en: 'Price explain' },
  tick: { zh: '选择', en: 'Tick' },
  rowActions: commonWords.actions,
  book: commonWords.book,
  tickRate: (rateNo: string) => ({ zh: `选择 ${rateNo}`, en: `Tick ${rateNo}` }),
  unpriced: (classes: string) => ({ zh: `未报价箱型：${classes}`, en: `Not priced: ${classes}` }),
  perUnit: (unit: string, qty: number) => ({ zh: `${unit} × ${qty}`, en: `${unit} × ${qty}` }),
  signInForLevel: { zh: '登录后显示贵公司的协议价格。', en: 'Sign in to see your company’s prices.' },
  publicHint: {
    zh: '显示公开价；实际价格以订舱确认为准。',
    en: 'Public prices; the price is confirmed on booking.',
  },
  explainTitle: (rateNo: string, version: number) => ({ zh: `价格明细：${rateNo} 第 ${version} 版`, en: `Price explain: ${rateNo} version ${version}` }),
  rateVersion: (no: string, version: number) => ({ zh: `按运价 ${no} 第 ${version} 版`, en: `From rate ${no}, version ${version}` }),
  shownTo: (who: string, at: string) => ({ zh: `${at} 显示给 ${who}`, en: `Shown to ${who} at ${at}` }),
  rebuiltSame: { zh: '按当时的运价版本与规则版本重算，结果与当时显示一致。', en: 'Rebuilt from the rate and rule versions of the time: the same as shown.' },
  rebuiltDiffers: { zh: '重算结果与当时显示不一致，请联系管理员。', en: 'The rebuilt price differs from what was shown: tell an administrator.' },
  step: { zh: '步骤', en: 'Step' },
  rule: { zh: '规则', en: 'Rule' },
  amount: commonWords.amount,
  levelsHint: {
    zh: '客户按所在等级看到价格；未调整的客户按默认等级报价。公开价等级只用于访客。',
    en: 'Customers see prices at their level; a customer not placed is priced at the default level. The public tier is for visitors only.',
  },
  publicTier: { zh: '访客价格', en: 'for visitors' },
  defaultTier: { zh: '默认等级', en: 'default' },
  companiesIn: (n: number) => ({ zh: `${n} 家客户`, en: `${n} customers` }),
  findCompany: { zh: '查找客户', en: 'Find a customer' },
  moveTo: { zh: '调整到等级…', en: 'Move to level…' },
  moveTicked: (n: number) => ({ zh: `调整所选（${n}）`, en: `Move ticked (${n})` }),
  moved: (n: number, level: string) => ({ zh: `已把 ${n} 家客户调整到 ${level}`, en: `${n} customers moved to ${level}` }),
  level: { zh: '运价等级', en: 'Price level' },
  placedBy: { zh: '调整人 · 时间', en: 'Placed by · at' },
  byDefault: { zh: '默认', en: 'by default' },
  logAt: { zh: '查询时间', en: 'Searched at' },
  logSource: commonWords.source,
  logCompany: commonWords.company,
  logEmployee: commonWords.employee,
  logDay: { zh: '船期', en: 'Date' },
  logResults: { zh: '结果数', en: 'Results' },
  logLowest: { zh: '最低价', en: 'Lowest' },
  logRatesTab: { zh: '运价查询', en: 'Rate searches' },
  /** The tab of the searches other modules lend (src/ui/panels.tsx `searchLog.channels`): the tracking searches. */
  logOtherTab: { zh: '货物跟踪查询', en: 'Tracking searches' },
  logHint: {
    zh: '每次查价都记录在此（员工、客户与访客；访客只记匿名标识）。',
    en: 'Every price search is kept here (staff, customers and visitors; a visitor only by an anonymous key).',
  },
});

type Pair = { zh: string; en: string };
/** The price trace's steps, as the explain names them. */
export const TRACE_STEP_WORDS: Record<string, Pair> = {
  BASE: { zh: '底价', en: 'Cost' },
  SURCHARGE: commonWords.surcharges,
  TIER: { zh: '等级加价', en: 'Tier mark-up' },
  SALES: { zh: '销售加价', en: 'Sales add-on' },
  ROUNDING: { zh: '进位取整', en: 'Rounded up' },
  LIST_PRICE: ratesFieldWords.ListPrice,
  NOTE: { zh: '说明', en: 'Note' },
};
/** Why a step left a note instead of an amount. */
export const TRACE_NOTE_WORDS: Record<string, Pair> = {
  NO_TIER_RULE: { zh: '没有适用的加价规则', en: 'No mark-up rule applies' },
  CURRENCY_MISMATCH: { zh: '规则币种与运价不同，未采用', en: 'Rule in another currency: passed over' },
  NEGATIVE_SALES_IGNORED: { zh: '负的销售加价未采用', en: 'Negative sales add-on ignored' },
  NOT_PRICED: { zh: '运价未报此箱型', en: 'The rate does not price this class' },
};
/** Who searched. */
export const SEARCH_SOURCE_WORDS: Record<'STAFF' | 'CUSTOMER' | 'PUBLIC', Pair> = {
  STAFF: { zh: '员工', en: 'Staff' },
  CUSTOMER: commonWords.customer,
  PUBLIC: { zh: '访客', en: 'Visitor' },
};
