/**
 * The words of the SI check, in both languages. A failure is language-neutral on the wire (`Code`
 * and `Params`, with wire field names as params); `Message` is one rendering of it — in the
 * language the request asked for on the server, Chinese (the product's default) in the browser
 * unless asked otherwise. A screen shows `problemText(p, lang)` to follow the person's language.
 */
import { CONTAINER_TYPES } from './reference';
import { timesInWords } from '../refdata/public';

export type SiLang = 'zh' | 'en';
export type SiParams = Readonly<Record<string, string | number>>;

type Words = { zh: string; en: string };
type Render = { zh: (p: SiParams) => string; en: (p: SiParams) => string };

/** What the check's messages call the fields they name. */
const FIELD: Record<string, Words> = {
  TBI_CONSIGNOR: { zh: '发货人', en: 'Consignor' },
  TBI_CONSIGNEE: { zh: '收货人', en: 'Consignee' },
  TBI_NOTIFIER_1: { zh: '通知人1', en: 'Notify party 1' },
  TBI_NOTIFIER_2: { zh: '通知人2', en: 'Notify party 2' },
  TBI_NOTIFIER_3: { zh: '通知人3', en: 'Notify party 3' },
  TBI_MARKS: { zh: '唛头', en: 'Marks' },
  TBD_MARKS: { zh: '唛头', en: 'Marks' },
  TBI_GOODS: { zh: '货物描述', en: 'Goods' },
  TBD_GOODS: { zh: '货物描述', en: 'Goods' },
  TBI_RECEIPT_CODE: { zh: '收货地', en: 'place of receipt' },
  TBI_LOADING_CODE: { zh: '装货港', en: 'port of loading' },
  TBI_DISCHARGE_CODE: { zh: '卸货港', en: 'port of discharge' },
  TBI_DELIVERY_CODE: { zh: '交货地', en: 'place of delivery' },
  TBI_PACKAGE: { zh: '包装', en: 'package' },
  TBX_PACKAGE: { zh: '箱内包装', en: 'box package' },
  TBD_PACKAGE: { zh: '货物包装', en: 'goods package' },
  TBD_NUM: { zh: '件数', en: 'package count' },
  TBD_WEIGHT: { zh: '重量', en: 'weight' },
  TBD_VOLUME: { zh: '体积', en: 'volume' },
};

const field = (p: SiParams, lang: SiLang) => FIELD[String(p.field)]?.[lang] ?? String(p.field);
/** The box types the check knows, as it names them: drawn from the list so that a new type is named too. */
const TYPES = CONTAINER_TYPES.map((t) => t.name).join(', ');

/** Every failure the check knows, rendered in each language. */
const MESSAGES = {
  'party.required': {
    zh: (p: SiParams) => `${field(p, 'zh')}为必填项。`,
    en: (p: SiParams) => `The ${field(p, 'en').toLowerCase()} is required.`,
  },
  'party.notifierForOrder': {
    zh: () => '收货人为 "TO ORDER" 时，必须填写通知人1。',
    en: () => 'The consignee is "TO ORDER": the first notify party is then required.',
  },
  'text.lineTooLong': {
    zh: (p: SiParams) => `${field(p, 'zh')}：第 ${p.line} 行有 ${p.length} 个字符；提单每行最多 ${p.max} 个字符。`,
    en: (p: SiParams) => `${field(p, 'en')}: line ${p.line} has ${p.length} characters; a B/L line holds at most ${p.max}.`,
  },
  'text.tooManyLines': {
    zh: (p: SiParams) => `${field(p, 'zh')}有 ${p.lines} 行；提单上最多 ${p.max} 行。`,
    en: (p: SiParams) => `${field(p, 'en')} has ${p.lines} lines; at most ${p.max} fit on the B/L.`,
  },
  'hsCode.invalid': {
    zh: (p: SiParams) => `HS 编码 "${p.value}" 必须是 6 到 10 位数字。`,
    en: (p: SiParams) => `The HS code "${p.value}" must be 6 to 10 digits.`,
  },
  'place.required': {
    zh: (p: SiParams) => `${field(p, 'zh')}代码为必填项（UN/LOCODE，如 CNSHA）。`,
    en: (p: SiParams) => `The ${field(p, 'en')} code is required (a UN/LOCODE, e.g. CNSHA).`,
  },
  'place.shape': {
    zh: (p: SiParams) => `${field(p, 'zh')}代码 "${p.value}" 不是 UN/LOCODE（2 位国家代码加 3 位字符，如 CNSHA）。`,
    en: (p: SiParams) => `The ${field(p, 'en')} code "${p.value}" must be a UN/LOCODE (2-letter country and 3 characters, e.g. CNSHA).`,
  },
  'place.unknown': {
    zh: (p: SiParams) => `${field(p, 'zh')}代码 "${p.value}" 不在已知港口（UN/LOCODE）列表中。`,
    en: (p: SiParams) => `The ${field(p, 'en')} code "${p.value}" is not a known port (UN/LOCODE).`,
  },
  'package.unknown': {
    zh: (p: SiParams) => `${field(p, 'zh')}代码 "${p.value}" 不是已知的包装代码（如 CT、PK、PL）。`,
    en: (p: SiParams) => `The ${field(p, 'en')} code "${p.value}" is not a known package code (e.g. CT, PK, PL).`,
  },
  'boxes.none': {
    zh: () => '一份提单至少需要一个箱子。',
    en: () => 'An SI needs at least one box.',
  },
  'container.missing': {
    zh: () => '缺少箱号。',
    en: () => 'The container number is missing.',
  },
  'container.shape': {
    zh: (p: SiParams) => `"${p.value}" 不是箱号：3 位箱主字母、U/J/Z、6 位数字和 1 位校验码（ISO 6346）。`,
    en: (p: SiParams) => `"${p.value}" is not a container number: 3 owner letters, U/J/Z, 6 digits and a check digit (ISO 6346).`,
  },
  'container.checkDigit': {
    zh: (p: SiParams) => `"${p.value}" 的 ISO 6346 校验码不对：有字符输错了（或将其标记为非 ISO 设备）。`,
    en: (p: SiParams) => `"${p.value}" fails the ISO 6346 check digit: a character is mistyped (or mark it as non-ISO equipment).`,
  },
  'containerType.unknown': {
    zh: (p: SiParams) => `"${p.value}" 不是已知箱型（${TYPES}）。`,
    en: (p: SiParams) => `"${p.value}" is not a known container type (${TYPES}).`,
  },
  'seal.missing': {
    zh: () => '每个箱子至少需要一个封号。',
    en: () => 'Every box needs at least one seal number.',
  },
  'details.none': {
    zh: () => '每个箱子至少需要一行货物。',
    en: () => 'A box needs at least one line of goods.',
  },
  'goods.missing': {
    zh: () => '缺少货物描述。',
    en: () => 'The goods description is missing.',
  },
  'number.invalid': {
    zh: (p: SiParams) => `${field(p, 'zh')}必须是大于或等于 0 的数字。`,
    en: (p: SiParams) => `The ${field(p, 'en')} must be a number of 0 or more.`,
  },
  'sum.boxPackages': {
    zh: (p: SiParams) => `箱子件数为 ${p.declared}，其货物行合计为 ${p.sum}。`,
    en: (p: SiParams) => `The box says ${p.declared} packages, its goods lines add up to ${p.sum}.`,
  },
  'sum.boxWeight': {
    zh: (p: SiParams) => `箱子重量为 ${p.declared} kg，其货物行合计为 ${p.sum} kg。`,
    en: (p: SiParams) => `The box weighs ${p.declared} kg, its goods lines add up to ${p.sum} kg.`,
  },
  'sum.boxVolume': {
    zh: (p: SiParams) => `箱子体积为 ${p.declared} m³，其货物行合计为 ${p.sum} m³。`,
    en: (p: SiParams) => `The box holds ${p.declared} m³, its goods lines add up to ${p.sum} m³.`,
  },
  'sum.siPackages': {
    zh: (p: SiParams) => `提单件数为 ${p.declared}，各箱合计为 ${p.sum}。`,
    en: (p: SiParams) => `The SI says ${p.declared} packages, its boxes add up to ${p.sum}.`,
  },
  'booking.containerTwice': {
    zh: (p: SiParams) => `箱 ${p.container} 用了两次（另见 ${p.first}）；每个订舱箱只能出现在一份提单上。`,
    en: (p: SiParams) => `Container ${p.container} is used twice (also at ${p.first}); each booked container goes on exactly one SI.`,
  },
  'booking.containerUsed': {
    zh: (p: SiParams) => `箱 ${p.container} 已在本订舱的提单 ${p.si} 上。`,
    en: (p: SiParams) => `Container ${p.container} is already on SI ${p.si} of this booking.`,
  },
  'booking.containerNotBooked': {
    zh: (p: SiParams) => `箱 ${p.container} 不在订舱 ${p.booking} 上。`,
    en: (p: SiParams) => `Container ${p.container} is not booked on ${p.booking}.`,
  },
  'booking.containerTypeMismatch': {
    zh: (p: SiParams) => `箱 ${p.container} 订舱箱型为 ${p.booked}，这里写的是 ${p.given}。`,
    en: (p: SiParams) => `Container ${p.container} is booked as ${p.booked}, not ${p.given}.`,
  },
  'booking.containersUnused': {
    zh: (p: SiParams) => `以下订舱箱不在任何提单上：${p.containers}。每个订舱箱必须且只能出现在一份提单上。`,
    en: (p: SiParams) => `Booked containers not on any SI: ${p.containers}. Each booked container goes on exactly one SI.`,
  },
  'booking.typeCount': {
    zh: (p: SiParams) => `订舱有 ${p.booked} × ${p.type}；各提单共用了 ${p.used} 个。`,
    en: (p: SiParams) => `The booking has ${p.booked} × ${p.type}; the SIs use ${p.used}.`,
  },
  // warnings (Severity 'warning'): shown to the customer and the reviewer, never a refusal
  'weight.overPayload': {
    zh: (p: SiParams) => `箱 ${p.container}（${p.type}）货重 ${p.weight} kg，超过该箱型通常的最大载重 ${p.max} kg：请核对重量。`,
    en: (p: SiParams) => `Container ${p.container} (${p.type}) holds ${p.weight} kg, above the ${p.max} kg such a box usually carries: check the weight.`,
  },
  'weight.perPackageOutlier': {
    zh: (p: SiParams) => `此行每件 ${p.perPackage} kg，与其他货物行的中位数 ${p.median} kg 相差超过 ${p.factor} 倍：请核对件数和重量。`,
    en: (p: SiParams) =>
      `This line weighs ${p.perPackage} kg a package, more than ${p.factor} times off the other lines' median of ${p.median} kg: check the count and the weight.`,
  },
} satisfies Record<string, Render>;

export type SiProblemCode = keyof typeof MESSAGES;
export const SI_PROBLEM_CODES = Object.keys(MESSAGES) as SiProblemCode[];

/** A failure's words in one language (an unknown code from a newer server shows its fallback). */
export function problemText(p: { Code?: string; Params?: SiParams; Message: string }, lang: SiLang): string {
  const m = p.Code ? (MESSAGES as Record<string, Render | undefined>)[p.Code] : undefined;
  return m ? m[lang](timesInWords(p.Params ?? {})) : p.Message;
}

export const renderProblem = (code: SiProblemCode, params: SiParams, lang: SiLang): string => MESSAGES[code][lang](timesInWords(params));
