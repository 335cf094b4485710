import { timesInWords } from '../refdata/public';
/**
 * The words of the booking check, in both languages (like the SI check's): a problem travels as
 * `Code` and `Params`; `Message` renders it in the language the request asked for.
 */
export type BookingLang = 'zh' | 'en';
export type Params = Readonly<Record<string, string | number>>;

type Render = { zh: (p: Params) => string; en: (p: Params) => string };

/** What the messages call the fields they name. */
const FIELD: Record<string, { zh: string; en: string }> = {
  Shipper: { zh: '发货人', en: 'shipper' },
  Consignee: { zh: '收货人', en: 'consignee' },
  Notify: { zh: '通知人', en: 'notify party' },
  CarrierCode: { zh: '船公司', en: 'carrier' },
  PolCode: { zh: '起运港', en: 'port of loading' },
  PodCode: { zh: '目的港', en: 'port of discharge' },
  PorCode: { zh: '收货地', en: 'place of receipt' },
  FndCode: { zh: '交货地', en: 'place of delivery' },
  ViaCode: { zh: '中转港', en: 'transhipment port' },
  PayableAtCode: { zh: '运费支付地', en: 'freight payable at' },
  ExpectedEtd: { zh: '预计开船日', en: 'expected departure date' },
  Commodity: { zh: '品名', en: 'commodity' },
  Packages: { zh: '件数', en: 'package count' },
  PackageKind: { zh: '包装', en: 'package kind' },
  GrossKg: { zh: '毛重', en: 'gross weight' },
  Cbm: { zh: '体积', en: 'volume' },
  HsCode: { zh: 'HS编码', en: 'HS code' },
  ShipperTaxId: { zh: '发货人税号', en: "shipper's tax id" },
  ReceiptType: { zh: '收货方式', en: 'receipt type' },
  DeliveryType: { zh: '交货方式', en: 'delivery type' },
  FreightTerm: { zh: '运费条款', en: 'freight term' },
  TransportDocType: { zh: '运输单据类型', en: 'transport document type' },
  BlRelease: { zh: '放单方式', en: 'B/L release' },
  UnNumber: { zh: 'UN编号', en: 'UN number' },
  ImoClass: { zh: '危险品类别', en: 'IMO class' },
  PackingGroup: { zh: '包装类别', en: 'packing group' },
  FlashPointC: { zh: '闪点', en: 'flash point' },
  SetTempC: { zh: '设定温度', en: 'set temperature' },
  Dimensions: { zh: '超限尺寸', en: 'out-of-gauge dimensions' },
};
const f = (p: Params, lang: BookingLang) => FIELD[String(p.field)]?.[lang] ?? String(p.field);

const MESSAGES = {
  required: { zh: (p) => `${f(p, 'zh')}为必填项。`, en: (p) => `The ${f(p, 'en')} is required.` },
  'port.unknown': {
    zh: (p) => `${f(p, 'zh')} ${p.value} 不是已知的港口代码（UN/LOCODE）。`,
    en: (p) => `${p.value} is no known port code (UN/LOCODE) for the ${f(p, 'en')}.`,
  },
  'port.notSeaport': { zh: (p) => `${f(p, 'zh')} ${p.value} 不是海港。`, en: (p) => `The ${f(p, 'en')} ${p.value} is no seaport.` },
  'port.same': { zh: () => '起运港与目的港不能相同。', en: () => 'The ports of loading and discharge must differ.' },
  'carrier.unknown': { zh: (p) => `船公司 ${p.value} 未知或已停用。`, en: (p) => `The carrier ${p.value} is unknown or inactive.` },
  'carrier.notOnline': {
    zh: (p) => `船公司 ${p.value} 暂不接受在线订舱，请联系订舱部。`,
    en: (p) => `The carrier ${p.value} takes no online bookings: please ask the booking desk.`,
  },
  'etd.invalid': { zh: (p) => `${p.value} 不是有效日期。`, en: (p) => `${p.value} is no calendar date.` },
  'etd.past': { zh: (p) => `预计开船日 ${p.value} 已过。`, en: (p) => `The expected departure date ${p.value} has passed.` },
  'cutoff.passed': {
    zh: (p) => `该航次截单时间（${p.at}）已过，不能再订舱。`,
    en: (p) => `The sailing's documentation cut-off (${p.at}) has passed: it takes no more bookings.`,
  },
  'cutoff.near': {
    zh: (p) => `距截单（${p.at}）不足 ${p.hours} 小时，船公司可能无法及时放舱。`,
    en: (p) => `Less than ${p.hours} hours to the documentation cut-off (${p.at}): the carrier may not release in time.`,
  },
  'cutoff.acceptanceClosed': {
    zh: (p) => `船公司已截舱（${p.at}），只能申请特殊订舱。`,
    en: (p) => `The carrier's booking acceptance closed at ${p.at}: only special acceptance is left.`,
  },
  'equipment.none': { zh: () => '至少填写一行箱型与箱量。', en: () => 'At least one line of equipment is required.' },
  'equipment.unknown': { zh: (p) => `箱型 ${p.value} 未知。`, en: (p) => `The container type ${p.value} is unknown.` },
  'equipment.units': { zh: () => '箱量须为 1 到 99。', en: () => 'Units are 1 to 99.' },
  'equipment.overweight': {
    zh: (p) => `${p.type} 每箱货重 ${p.kg} kg 超过该箱型最大载重 ${p.max} kg。`,
    en: (p) => `${p.kg} kg per ${p.type} is over the type's maximum payload of ${p.max} kg.`,
  },
  'package.unknown': { zh: (p) => `包装代码 ${p.value} 未知。`, en: (p) => `The package kind ${p.value} is unknown.` },
  'commodity.tooLong': { zh: () => '品名最多 550 个字符。', en: () => 'The commodity takes at most 550 characters.' },
  'hsCode.invalid': { zh: (p) => `HS编码 ${p.value} 须为 6 到 10 位数字。`, en: (p) => `The HS code ${p.value} takes 6 to 10 digits.` },
  'number.positive': { zh: (p) => `${f(p, 'zh')}须大于 0。`, en: (p) => `The ${f(p, 'en')} must be above 0.` },
  'dg.unNumber': { zh: () => 'UN编号为 4 位数字。', en: () => 'A UN number is 4 digits.' },
  'dg.imoClass': { zh: () => '危险品类别为 1 到 9（可带小类，如 2.1）。', en: () => 'The IMO class is 1 to 9, with its division where it has one (2.1).' },
  'dg.flashPoint': { zh: () => '第 3 类（易燃液体）须填写闪点。', en: () => 'Class 3 (flammable liquids) needs the flash point.' },
  'reefer.range': { zh: () => '冷藏设定温度须在 −35 至 +30 °C 之间。', en: () => 'The reefer set temperature is −35 to +30 °C.' },
  'party.notifyForOrder': {
    zh: () => '收货人为 "TO ORDER" 时，必须填写通知人。',
    en: () => 'The consignee is "TO ORDER": the notify party is then required.',
  },
  'text.lineTooLong': {
    zh: (p) => `${f(p, 'zh')}：第 ${p.line} 行有 ${p.length} 个字符；提单每行最多 ${p.max} 个字符。`,
    en: (p) => `The ${f(p, 'en')}: line ${p.line} has ${p.length} characters; a B/L line holds at most ${p.max}.`,
  },
  'text.tooManyLines': {
    zh: (p) => `${f(p, 'zh')}连同名称共 ${p.lines} 行；提单上最多 ${p.max} 行。`,
    en: (p) => `The ${f(p, 'en')} with its name takes ${p.lines} lines; at most ${p.max} fit on the B/L.`,
  },
  'terms.payableAt': { zh: () => '到付（COL）须填写运费支付地。', en: () => 'Freight collect (COL) needs the place it is payable at.' },
  'terms.originals': {
    zh: () => '电放或海运单不出正本：正本份数须为 0。',
    en: () => 'A telex release or sea waybill has no originals: the number of originals is 0.',
  },
  'terms.originalsNeeded': { zh: () => '正本提单须填写 1 到 3 份。', en: () => 'An original B/L needs 1 to 3 originals.' },
} satisfies Record<string, Render>;

export type BookingProblemCode = keyof typeof MESSAGES;
export const BOOKING_PROBLEM_CODES = Object.keys(MESSAGES) as BookingProblemCode[];
export const renderBookingProblem = (code: BookingProblemCode, params: Params, lang: BookingLang): string => MESSAGES[code][lang](timesInWords(params));
