import { commonWords } from '../../../i18n/commonWords';
import { defineWords } from '../../../i18n/words';
import { noticeWords } from '../notices/words';
import { searchWords } from '../search/words';
import { RATE_STATUS_WORDS, rateWords } from '../words';
import { lclStatusWords, ratesFieldWords } from '../../../contract/rates/words';

/** An LCL version's status in words: the contract's, which the server's export reads too. */
export const LCL_STATUS_WORDS = lclStatusWords;

/** The LCL pages. */
export const lclWords = defineWords({
  hint: {
    zh: '拼箱运价按计费吨（W/M：体积与重量/1000 取大，向上取整）计价，不低于最低计费吨；阶梯价按计费吨所在档位。修改已发布的运价会生成新版本，发布后取代旧版本。',
    en: 'LCL rates are charged per revenue ton (W/M: the larger of CBM and kg ÷ 1,000, rounded up), never under the minimum RT; breaks price the band holding the chargeable RT. Changing a published rate makes its next version, which replaces it once published.',
  },
  coLoader: ratesFieldWords.CoLoaderName,
  pol: commonWords.pol,
  via: commonWords.via,
  pod: commonWords.pod,
  currency: commonWords.currency,
  perRt: { zh: '每计费吨价格', en: 'Price per RT' },
  minRt: ratesFieldWords.MinRt,
  breaks: { zh: '阶梯价（如 0-5:38; 5-:33）', en: 'Breaks (e.g. 0-5:38; 5-:33)' },
  rounding: ratesFieldWords.RtRounding,
  kgPerRt: { zh: '每计费吨公斤数', en: 'kg per RT' },
  maxPieceKg: { zh: '单件限重（kg）', en: 'Max kg per piece' },
  maxPieceCm: { zh: '单件限长（cm）', en: 'Max length per piece (cm)' },
  transitDays: commonWords.transitDays,
  validFrom: commonWords.validFrom,
  validTo: commonWords.validTo,
  validity: commonWords.validity,
  remarks: commonWords.remarks,
  internalRemarks: ratesFieldWords.InternalRemarks,
  status: commonWords.status,
  rateNo: rateWords.rateNo,
  version: rateWords.version,
  newRate: { zh: '新增拼箱运价', en: 'New LCL rate' },
  editOf: (rateNo: string, v: number) => ({ zh: `拼箱运价 ${rateNo} 第 ${v} 版`, en: `LCL rate ${rateNo}, version ${v}` }),
  opensVersion: {
    zh: '这是已发布的运价：保存会生成新版本（草稿），发布后取代当前版本。',
    en: 'This rate is published: saving makes its next version as a draft, which replaces it once published.',
  },
  save: commonWords.save,
  saveAndPublish: { zh: '保存并发布', en: 'Save and publish' },
  saved: (rateNo: string, v: number) => ({ zh: `已保存 ${rateNo} 第 ${v} 版`, en: `Saved ${rateNo} version ${v}` }),
  published: RATE_STATUS_WORDS.PUBLISHED,
  publish: noticeWords.publish,
  withdraw: commonWords.withdraw,
  withdrawReason: { zh: '撤回原因', en: 'Why withdrawn' },
  history: rateWords.history,
  edit: commonWords.edit,
  badBreaks: {
    zh: '阶梯价格式：起-止:价格，用分号分隔；最后一档可不写止',
    en: 'Breaks: from-to:price, separated by semicolons; the last may leave "to" empty',
  },
  // the search
  searchHint: {
    zh: '输入货物的体积、重量和件数，比较各拼箱公司的计费吨、运费和全部附加费，按全包总价排序（各币种分列，不跨币种相加；有当日记账汇率时另示折合人民币）。',
    en: "Give the shipment's volume, weight and pieces to compare the co-loaders' revenue tons, freight and every surcharge, ranked by all-in total (each currency apart, never added across; with the day's book rate, also in CNY).",
  },
  cbm: { zh: '体积（CBM）', en: 'Volume (CBM)' },
  kg: commonWords.grossKg,
  pieces: ratesFieldWords.Pieces,
  heaviest: { zh: '最重单件（kg）', en: 'Heaviest piece (kg)' },
  longest: { zh: '最长单件（cm）', en: 'Longest piece (cm)' },
  search: { zh: '比价', en: 'Compare' },
  rt: { zh: '计费吨', en: 'RT' },
  charges: { zh: '费用明细', en: 'Charges' },
  total: { zh: '全包总价', en: 'All-in total' },
  allInCny: (v: string) => ({ zh: `折合 CNY ${v}`, en: `about CNY ${v}` }),
  noRows: { zh: '该航线没有可用的拼箱运价。', en: 'No LCL rate serves this lane for this cargo.' },
  notOffered: { zh: '不适用的运价', en: 'Rates not offered' },
  weekly: (cut: string, etd: string) => ({ zh: `截仓周${cut} · 开船周${etd}`, en: `cut-off ${cut}, sailing ${etd}` }),
  // co-load surcharges
  coLoadHint: {
    zh: '拼箱附加费按拼箱公司和航线设置；同一费用取最具体的一条（指定拼箱公司、起运港、目的港越多越优先）。',
    en: 'Co-load surcharges by co-loader and lane; per fee, the most specific one applies (a co-loader, POL and POD named beat a general one).',
  },
  feeCode: commonWords.feeCode,
  basis: { zh: '计费基准', en: 'Charged per' },
  amount: searchWords.amount,
  min: { zh: '最低', en: 'Min' },
  max: { zh: '最高', en: 'Max' },
  side: { zh: '费用方', en: 'Side' },
  any: { zh: '全部', en: 'Any' },
  add: { zh: '新增附加费', en: 'New surcharge' },
  active: commonWords.active,
  disable: commonWords.disable,
  enable: commonWords.enable,
});
