/**
 * The words of the packing-list rules (operations.md §3.5), in both languages, like the SI
 * check's (../si/messages.ts): a problem travels as `Code` and `Params`; `Message` renders it in
 * the request's language (Chinese by default). Texts the SI check already has are rendered by it,
 * never written a second time.
 */
import type { SiProblem } from '../../contract/si/public';
import { renderProblem as renderSi, type SiProblemCode } from '../si/public';
import { timesInWords } from '../refdata/public';

export type Lang = 'zh' | 'en';
export type Params = Readonly<Record<string, string | number>>;
/** One problem: the shape every `check.ts` answers (Path, Code, Params, Message, Severity). */
export type Problem = SiProblem;
export type Render = { zh: (p: Params) => string; en: (p: Params) => string };

/** The SI check's words for the same finding. */
const si = (code: SiProblemCode): Render => ({ zh: (p) => renderSi(code, p, 'zh'), en: (p) => renderSi(code, p, 'en') });

/** What the messages call the fields they name. */
const FIELD: Record<string, { zh: string; en: string }> = {
  PKL_NUM: { zh: '总件数', en: 'total packages' },
  PKD_NUM: { zh: '件数', en: 'package count' },
  PKD_WEIGHT: { zh: '毛重', en: 'gross weight' },
  PKD_NET_WEIGHT: { zh: '净重', en: 'net weight' },
  PKD_VOLUME: { zh: '体积', en: 'volume' },
  PKL_TARE_KG: { zh: '箱皮重', en: 'tare' },
  PKL_STUFF_PLACE: { zh: '装箱地点', en: 'stuffing place' },
  PKL_STUFF_AT: { zh: '装箱时间', en: 'stuffing time' },
};
const field = (p: Params, lang: Lang) => FIELD[String(p.field)]?.[lang] ?? String(p.field);

const MESSAGES = {
  'pkl.slots.over': {
    zh: (p) => `订舱有 ${p.booked} × ${p.type}，装箱单将有 ${p.live} 个。`,
    en: (p) => `The booking has ${p.booked} × ${p.type}; there would be ${p.live} packing lists for it.`,
  },
  'pkl.slots.taken': {
    zh: (p) => `${p.type} 第 ${p.slot} 个箱位已有装箱单。`,
    en: (p) => `Slot ${p.slot} of the ${p.type} already has a packing list.`,
  },
  'pkl.cnno.missing': si('container.missing'),
  'pkl.cnno.shape': si('container.shape'),
  'pkl.cnno.checkDigit': si('container.checkDigit'),
  'pkl.cnno.notBooked': si('booking.containerNotBooked'),
  'pkl.cnno.live': {
    zh: (p) => `箱 ${p.container} 已在有效装箱单 ${p.pkl} 上。`,
    en: (p) => `Container ${p.container} is already on live packing list ${p.pkl}.`,
  },
  'pkl.type.unknown': si('containerType.unknown'),
  'pkl.type.mismatch': {
    zh: (p) => `该箱位订的是 ${p.booked}，这里写的是 ${p.given}。`,
    en: (p) => `This slot is booked as ${p.booked}, not ${p.given}.`,
  },
  'pkl.seal.missing': {
    zh: () => '提交装箱数据前必须填写封号。',
    en: () => 'The seal number is required before the data is submitted.',
  },
  'pkl.seal.twice': {
    zh: (p) => `封号 ${p.seal} 已用在本航次的箱 ${p.container} 上；同一航次的封号不能重复。`,
    en: (p) => `Seal ${p.seal} is already on container ${p.container} of this voyage; a seal is used once per voyage.`,
  },
  'pkl.seal.long': {
    zh: (p) => `封号有 ${p.length} 个字符，最多 ${p.max} 个。`,
    en: (p) => `The seal number has ${p.length} characters; at most ${p.max} fit.`,
  },
  'pkl.header.required': {
    zh: (p) => `提交装箱数据前必须填写${field(p, 'zh')}。`,
    en: (p) => `The ${field(p, 'en')} is required before the data is submitted.`,
  },
  'pkl.lines.none': si('details.none'),
  'pkl.line.goods': si('goods.missing'),
  'pkl.line.hsCode': si('hsCode.invalid'),
  'pkl.line.tooLong': si('text.lineTooLong'),
  'pkl.line.tooManyLines': si('text.tooManyLines'),
  'pkl.line.package': {
    zh: (p) => `"${p.value}" 不是已知的包装代码（如 CT、PK、PL）。`,
    en: (p) => `"${p.value}" is not a known package code (e.g. CT, PK, PL).`,
  },
  'pkl.line.count': {
    zh: (p) => `${field(p, 'zh')}必须是不小于 1 的整数。`,
    en: (p) => `The ${field(p, 'en')} must be a whole number of 1 or more.`,
  },
  'pkl.sums.packages': {
    zh: (p) => `装箱单件数为 ${p.declared}，各行合计为 ${p.sum}。`,
    en: (p) => `The packing list says ${p.declared} packages, its lines add up to ${p.sum}.`,
  },
  'pkl.sums.weight': {
    zh: (p) => `装箱单毛重为 ${p.declared} kg，各行合计为 ${p.sum} kg。`,
    en: (p) => `The packing list weighs ${p.declared} kg, its lines add up to ${p.sum} kg.`,
  },
  'pkl.sums.volume': {
    zh: (p) => `装箱单体积为 ${p.declared} m³，各行合计为 ${p.sum} m³。`,
    en: (p) => `The packing list holds ${p.declared} m³, its lines add up to ${p.sum} m³.`,
  },
  'pkl.weights.positive': {
    zh: (p) => `${field(p, 'zh')}必须大于 0。`,
    en: (p) => `The ${field(p, 'en')} must be more than 0.`,
  },
  'pkl.weights.net': {
    zh: (p) => `净重 ${p.net} kg 大于毛重 ${p.gross} kg。`,
    en: (p) => `The net weight ${p.net} kg is more than the gross weight ${p.gross} kg.`,
  },
  'pkl.weights.overMax': {
    zh: (p) => `货重 ${p.cargo} kg 加箱皮重 ${p.tare} kg 为 ${p.total} kg，超过箱子最大总重 ${p.max} kg。`,
    en: (p) => `Cargo ${p.cargo} kg plus tare ${p.tare} kg is ${p.total} kg, over the container's max gross of ${p.max} kg.`,
  },
  'pkl.weights.nearMax': {
    zh: (p) => `货重加皮重 ${p.total} kg 已达最大总重 ${p.max} kg 的 ${p.percent}%：请核对重量。`,
    en: (p) => `Cargo plus tare is ${p.total} kg, ${p.percent}% of the ${p.max} kg max gross: check the weights.`,
  },
  'pkl.weights.tare': {
    zh: (p) => `皮重 ${p.tare} kg 与 ${p.type} 通常的皮重（约 ${p.typical} kg）相差太多：请按箱门 CSC 铭牌核对。`,
    en: (p) => `A tare of ${p.tare} kg is far from the ${p.type}'s usual ${p.typical} kg: check it against the CSC plate.`,
  },
  'pkl.weights.tareRange': {
    zh: (p) => `箱 ${p.container}（${p.type}）：皮重 ${p.tare} kg 不在该箱型可有的范围内（${p.min}–${p.max} kg）：请按箱门 CSC 铭牌核对。`,
    en: (p) =>
      `Container ${p.container} (${p.type}): a tare of ${p.tare} kg is outside what a box of its type weighs (${p.min}–${p.max} kg); check the CSC plate on the door.`,
  },
  'pkl.weights.plate': {
    zh: (p) =>
      `箱 ${p.container}（${p.type}）：CSC 铭牌最大总重 ${p.plate} kg 不在该箱型可有的范围内（${p.min}–${p.max} kg，ISO 668）：请按箱门 CSC 铭牌核对。`,
    en: (p) =>
      `Container ${p.container} (${p.type}): a CSC plate max gross of ${p.plate} kg is outside what its type can carry (${p.min}–${p.max} kg, ISO 668); check the plate on the door.`,
  },
  'pkl.volume.over': {
    zh: (p) => `体积 ${p.volume} m³ 超过 ${p.type} 的大致内容积 ${p.max} m³：请核对体积。`,
    en: (p) => `A volume of ${p.volume} m³ is over the ${p.type}'s approximate ${p.max} m³ inside: check the volume.`,
  },
  'pkl.dg.pair': {
    zh: () => '危险品须同时填写 UN 编号和危险品类别（或都不填）。',
    en: () => 'Dangerous goods need both the UN number and the IMO class (or neither).',
  },
  'pkl.dg.unno': {
    zh: (p) => `"${p.value}" 不是 UN 编号（4 位数字）。`,
    en: (p) => `"${p.value}" is not a UN number (4 digits).`,
  },
  'pkl.dg.cutoff': {
    zh: () => '箱内有危险品：订舱须有危险品截止时间（DGC）。',
    en: () => 'The container holds dangerous goods: the booking needs a dangerous-goods cut-off (DGC).',
  },
  'pkl.dg.approval': {
    zh: () => '箱内有危险品：尚无船公司的危险品审批。',
    en: () => "The container holds dangerous goods: the carrier's dangerous-goods approval is missing.",
  },
  'pkl.time.future': {
    zh: (p) => `装箱时间 ${p.at} 晚于现在。`,
    en: (p) => `The stuffing time ${p.at} is in the future.`,
  },
  'pkl.time.beforePickup': {
    zh: (p) => `装箱时间 ${p.at} 早于提空箱时间 ${p.pickup}。`,
    en: (p) => `The stuffing time ${p.at} is before the empty pick-up at ${p.pickup}.`,
  },
  'pkl.time.afterGateIn': {
    zh: (p) => `装箱时间 ${p.at} 晚于进港时间 ${p.gateIn}。`,
    en: (p) => `The stuffing time ${p.at} is after the gate-in at ${p.gateIn}.`,
  },
  'pkl.time.invalid': {
    zh: (p) => `"${p.value}" 不是有效时间。`,
    en: (p) => `"${p.value}" is not a valid time.`,
  },
  'pkl.cutoff.passed': {
    zh: (p) => `截港时间（${p.code} ${p.at}）已过，不能再申请装箱单；请联系操作员。`,
    en: (p) => `The port cut-off (${p.code} ${p.at}) has passed: no more packing-list applications; please ask the operator.`,
  },
  'pkl.cutoff.reason': {
    zh: (p) => `截港时间（${p.code} ${p.at}）已过：工作人员继续办理须填写原因。`,
    en: (p) => `The port cut-off (${p.code} ${p.at}) has passed: staff going on must give a reason.`,
  },
  'pkl.si.mismatch': {
    zh: (p) => `与提单 ${p.si} 的箱子不一致：${p.what} 装箱单为 ${p.pkl}，提单为 ${p.siValue}。`,
    en: (p) => `Differs from the box on SI ${p.si}: ${p.what} is ${p.pkl} on the packing list, ${p.siValue} on the SI.`,
  },
  'pkl.locked': {
    zh: () => '箱子已进港，装箱数据已冻结；只能通过拆箱（电子装箱）或操作员带原因更正。',
    en: () => 'The container has gated in and its data is frozen: only unpacking (e-packing) or an operator correction with a reason changes it.',
  },
} satisfies Record<string, Render>;

export type PklProblemCode = keyof typeof MESSAGES;
export const PKL_PROBLEM_CODES = Object.keys(MESSAGES) as PklProblemCode[];
export const renderPkl = (code: PklProblemCode, params: Params, lang: Lang): string => MESSAGES[code][lang](timesInWords(params));

/**
 * A collector of problems for one check: `add` an error, `warn` a warning (shown, never a refusal).
 * Shared by the packing-list and VGM checks so each problem has the same shape.
 */
export function collector<C extends string>(render: (code: C, params: Params, lang: Lang) => string, lang: Lang = 'zh') {
  const out: Problem[] = [];
  const make = (Path: string, Code: C, Params?: Params): Problem =>
    Params ? { Path, Code, Params, Message: render(Code, Params, lang) } : { Path, Code, Message: render(Code, {}, lang) };
  return {
    out,
    add: (path: string, code: C, params?: Params) => void out.push(make(path, code, params)),
    warn: (path: string, code: C, params?: Params) => void out.push({ ...make(path, code, params), Severity: 'warning' }),
  };
}
