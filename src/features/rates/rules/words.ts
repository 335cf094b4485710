import { commonWords } from '../../../i18n/commonWords';
import { defineWords } from '../../../i18n/words';
import { searchWords } from '../search/words';
import { chargeWords, commonFieldWords } from '../../../contract/words';
import { ratesFieldWords } from '../../../contract/rates/words';

type Pair = { zh: string; en: string };

/** The pricing rules' pages: `useWords(ruleWords)`. */
export const ruleWords = defineWords({
  name: { zh: '规则名称', en: 'Rule name' },
  lanes: { zh: '适用范围', en: 'Applies to' },
  anyLane: { zh: '全部航线', en: 'Every lane' },
  carrierOptional: { zh: '船公司（空 = 全部）', en: 'Carrier (empty = any)' },
  laneOptional: { zh: '航线代码（空 = 全部）', en: 'Trade lane (empty = any)' },
  polOptional: { zh: '起运港（空 = 全部）', en: 'POL (empty = any)' },
  podOptional: { zh: '目的港（空 = 全部）', en: 'POD (empty = any)' },
  classOptional: { zh: '箱型（空 = 全部）', en: 'Container class (empty = any)' },
  validFrom: commonWords.validFrom,
  validTo: commonWords.validTo,
  validity: commonWords.validity,
  priority: { zh: '优先级（同样具体时高者优先）', en: 'Priority (breaks ties between equally specific rules)' },
  level: ratesFieldWords.LevelId,
  customers: { zh: '适用客户', en: 'For customers' },
  allMyCustomers: { zh: '我的全部客户', en: 'All my customers' },
  salesHint: {
    zh: '我的销售加价：在快速报价中心和报价单上，按客户等级价格再加上这里的金额（负数为让利，需要“低于底价报价”权限）。只有自己能看到和修改。',
    en: 'My sales add-ons: added on the tier price in the quick quote centre and on quotes (a negative one is a discount and needs the override). Only I see and change them.',
  },
  salesAmountsHelp: { zh: '如 40HQ 20, 20GP 10（可为负数）', en: 'e.g. 40HQ 20, 20GP 10 (may be negative)' },
  method: ratesFieldWords.Method,
  byAmount: { zh: '按金额', en: 'By amount' },
  byPercent: { zh: '按百分比', en: 'By percentage' },
  currency: commonWords.currency,
  amounts: { zh: '各箱型金额', en: 'Amount per class' },
  amountsHelp: { zh: '如 20GP 100 40GP 150 40HQ 150', en: 'e.g. 20GP 100 40GP 150 40HQ 150' },
  amountsBad: { zh: '请按“箱型 金额”成对填写，如 20GP 100 40HQ 150', en: 'Write class and amount pairs, e.g. 20GP 100 40HQ 150' },
  pct: { zh: '百分比（%）', en: 'Percentage (%)' },
  applyToSurcharges: { zh: '按百分比时连同海运附加费一起加价', en: 'A percentage also marks up the freight surcharges' },
  roundingStep: { zh: '进位到（如 5 = 取整到 5 元）', en: 'Round up to (5 = to the next 5)' },
  minMargin: { zh: '底线毛利（各箱型）', en: 'Floor margin per class' },
  value: ratesFieldWords.Markup,
  kind: { zh: '收取方式', en: 'Kind' },
  feeCode: commonWords.feeCode,
  basis: { zh: '计费单位', en: 'Basis' },
  paymentTerm: { zh: '付款方式', en: 'Payment' },
  side: { zh: '费用归属', en: 'Charged at' },
  amount: { zh: '统一金额（或百分比）', en: 'One amount (or percentage)' },
  min: { zh: '最低', en: 'Minimum' },
  max: { zh: '最高', en: 'Maximum' },
  grossKgOver: { zh: '超重条件：每箱毛重超过（如 20GP 18000）', en: 'Overweight when gross kg per container exceeds (e.g. 20GP 18000)' },
  imoClasses: { zh: '危险品类别（如 3 8）', en: 'IMO classes (e.g. 3 8)' },
  condition: { zh: '条件', en: 'Condition' },
  versions: (version: number, earlier: number) => ({ zh: `第 ${version} 版（之前 ${earlier} 版）`, en: `version ${version} (${earlier} before)` }),
  add: { zh: '新增规则', en: 'Add a rule' },
  edit: { zh: '修改', en: 'Edit' },
  enable: commonWords.enable,
  disable: commonWords.disable,
  disabled: commonWords.disabledDone,
  save: commonWords.save,
  saved: (name: string, version: number) => ({ zh: `已保存“${name}”第 ${version} 版`, en: `Saved rule ${name} as version ${version}` }),
  switched: (name: string, on: boolean) => ({ zh: `${on ? '已启用' : '已停用'}“${name}”`, en: `${on ? 'Enabled' : 'Disabled'} rule ${name}` }),
  editTitle: (name: string) => ({ zh: `修改规则：${name}`, en: `Edit rule: ${name}` }),
  changedBy: { zh: '最后修改', en: 'Last changed' },
  markupHint: {
    zh: '每条运价只采用一条等级加价：客户所在等级的最具体规则，没有时用业务默认加价；修改会生成新版本，已报出的价格仍可按原版本解释。',
    en: 'Each rate takes one tier mark-up: the most specific rule of the customer’s level, else the business default. A change makes a new version; prices already shown are still explained by the version they used.',
  },
  surchargeHint: {
    zh: '运价自带的同名附加费优先；其余按最具体的规则收取。修改会生成新版本。',
    en: 'A surcharge the rate carries itself comes first; otherwise the most specific rule applies. A change makes a new version.',
  },
  previewTitle: { zh: '按当前规则试算（样例航线）', en: 'The rules at work on sample lanes' },
  previewEmpty: { zh: '没有可试算的已发布运价。', en: 'No published rate to try the rules on.' },
  containerClass: commonFieldWords.ContainerClass,
  lane: commonWords.lane,
  carrier: commonWords.carrier,
  cost: searchWords.cost,
  sell: { zh: '售价', en: 'Sell' },
  margin: searchWords.margin,
  pricedBy: { zh: '适用加价规则', en: 'Priced by' },
  noRule: { zh: '（无匹配规则）', en: '(no rule matched)' },
  searches30: { zh: '近 30 天查询次数', en: 'Searches, 30 days' },
  belowFloor: (floor: string) => ({ zh: `低于底价 ${floor}`, en: `below the floor ${floor}` }),
});

export const KIND_WORDS: Record<string, Pair> = {
  MANDATORY: { zh: '必收', en: 'Mandatory' },
  CONDITIONAL: { zh: '有条件收取', en: 'Conditional' },
  OPTIONAL: { zh: '可选', en: 'Optional' },
};
export const BASIS_WORDS: Record<string, Pair> = {
  PER_CONTAINER: chargeWords.perContainer,
  PER_BL: { zh: '每票提单', en: 'Per B/L' },
  PER_SHIPMENT: { zh: '每票货', en: 'Per shipment' },
  PERCENT: { zh: '按海运费百分比', en: 'Percent of ocean freight' },
};
export const SIDE_WORDS: Record<string, Pair> = {
  FREIGHT: { zh: '海运段', en: 'Freight' },
  ORIGIN: { zh: '起运港', en: 'Origin' },
  DESTINATION: { zh: '目的港', en: 'Destination' },
};
export const TERM_WORDS: Record<string, Pair> = {
  PRE: chargeWords.prepaid,
  COL: chargeWords.collect,
};
