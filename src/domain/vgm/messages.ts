/**
 * The words of the VGM rules (operations.md §6.4), in both languages, like the packing list's
 * (../packing/messages.ts); the container-number texts are the SI check's, rendered by it.
 */
import { renderProblem as renderSi, type SiProblemCode } from '../si/public';
import { type Lang, type Params, type PklProblemCode, type Render, renderPkl } from '../packing/public';
import { timesInWords } from '../refdata/public';

const si = (code: SiProblemCode): Render => ({ zh: (p) => renderSi(code, p, 'zh'), en: (p) => renderSi(code, p, 'en') });
const pkl = (code: PklProblemCode): Render => ({ zh: (p) => renderPkl(code, p, 'zh'), en: (p) => renderPkl(code, p, 'en') });

/** What the messages call the VGM fields (the contract's field words read the same, never written twice). */
export const VGM_FIELD_WORDS = {
  VGM_KG: { zh: '核实总重', en: 'verified gross mass' },
  VGM_CARGO_KG: { zh: '货物及包装材料重量', en: 'weight of the contents' },
  VGM_TARE_KG: { zh: '箱皮重', en: 'tare' },
  VGM_WEIGHING_PARTY: { zh: '称重方', en: 'weighing party' },
  VGM_CERT_NO: { zh: '称重单号或证书号', en: 'weighing ticket or certificate number' },
  VGM_RESPONSIBLE_PARTY: { zh: '责任方（托运人）', en: 'responsible party (the shipper)' },
  VGM_SIGNATORY: { zh: '签署人', en: 'signatory' },
  VGM_SIGNED_AT: { zh: '签署时间', en: 'signing time' },
  VGM_WEIGHED_AT: { zh: '称重时间', en: 'weighing time' },
  VGM_DECLARATION: { zh: '声明文本', en: 'declaration text' },
} satisfies Record<string, { zh: string; en: string }>;
const FIELD: Record<string, { zh: string; en: string }> = VGM_FIELD_WORDS;
const field = (p: Params, lang: Lang) => FIELD[String(p.field)]?.[lang] ?? String(p.field);

const MESSAGES = {
  'vgm.cnno.missing': si('container.missing'),
  'vgm.cnno.shape': si('container.shape'),
  'vgm.cnno.checkDigit': si('container.checkDigit'),
  // the declaration names a box the booking does not have (server: the booking's and its packing lists' numbers)
  'vgm.cnno.notBooked': si('booking.containerNotBooked'),
  'vgm.cnno.twice': {
    zh: (p) => `箱 ${p.container} 在同一次申报中出现了两次。`,
    en: (p) => `Container ${p.container} is named twice in one declaration.`,
  },
  'vgm.required': {
    zh: (p) => `${field(p, 'zh')}为必填项。`,
    en: (p) => `The ${field(p, 'en')} is required.`,
  },
  'vgm.mass.invalid': {
    zh: (p) => `${field(p, 'zh')}必须是大于 0 的整数（kg）。`,
    en: (p) => `The ${field(p, 'en')} must be a whole number of kg above 0.`,
  },
  'vgm.method.unknown': {
    zh: () => '称重方法必须是方法一（整箱称重）或方法二（累加货物重量和箱皮重）。',
    en: () => 'The method must be 1 (weigh the packed container) or 2 (weigh all contents and add the tare).',
  },
  'vgm.method1.required': {
    zh: (p) => `方法一须填写${field(p, 'zh')}（经校准认证的衡器，不得估算）。`,
    en: (p) => `Method 1 needs the ${field(p, 'en')} (calibrated, certified equipment; no estimates).`,
  },
  'vgm.method2.required': {
    zh: (p) => `方法二须填写${field(p, 'zh')}。`,
    en: (p) => `Method 2 needs the ${field(p, 'en')}.`,
  },
  'vgm.method2.sum': {
    zh: (p) => `方法二：核实总重 ${p.vgm} kg 必须等于货物 ${p.cargo} kg 加皮重 ${p.tare} kg（${p.sum} kg）。`,
    en: (p) => `Method 2: the VGM of ${p.vgm} kg must equal the contents ${p.cargo} kg plus the tare ${p.tare} kg (${p.sum} kg).`,
  },
  'vgm.method2.belowPackingList': {
    zh: (p) => `货物重量 ${p.cargo} kg 小于装箱单毛重合计 ${p.gross} kg：包装、衬垫和加固材料只会增加重量。`,
    en: (p) => `The contents weigh ${p.cargo} kg, less than the packing list's ${p.gross} kg: packaging, dunnage and securing add weight, never subtract.`,
  },
  'vgm.bounds.tare': {
    zh: (p) => `箱 ${p.container}（${p.type}）：核实总重 ${p.vgm} kg 不大于箱皮重 ${p.tare} kg，装了货的箱子不会这么轻。`,
    en: (p) => `Container ${p.container} (${p.type}): a VGM of ${p.vgm} kg is not more than its tare of ${p.tare} kg; a packed box weighs more.`,
  },
  'vgm.bounds.emptyBox': {
    zh: (p) => `箱 ${p.container}（${p.type}）：核实总重 ${p.vgm} kg 不大于这种箱子最轻的空箱重量 ${p.tare} kg，船公司会拒收：请核对重量。`,
    en: (p) =>
      `Container ${p.container} (${p.type}): a VGM of ${p.vgm} kg is not more than the ${p.tare} kg the lightest empty box of its type weighs; a carrier refuses it: check the weight.`,
  },
  'vgm.bounds.max': {
    zh: (p) => `箱 ${p.container}（${p.type}）：核实总重 ${p.vgm} kg 超过箱子最大总重 ${p.max} kg。`,
    en: (p) => `Container ${p.container} (${p.type}): a VGM of ${p.vgm} kg exceeds the container's max gross mass of ${p.max} kg.`,
  },
  'vgm.bounds.plate': {
    zh: (p) =>
      `箱 ${p.container}（${p.type}）：装箱单上的 CSC 铭牌最大总重 ${p.plate} kg 不在该箱型可有的范围内（${p.min}–${p.max} kg，ISO 668）：请按箱门 CSC 铭牌更正装箱单。`,
    en: (p) =>
      `Container ${p.container} (${p.type}): the packing list's CSC plate max gross of ${p.plate} kg is outside what its type can carry (${p.min}–${p.max} kg, ISO 668); correct the packing list from the plate on the door.`,
  },
  // the same finding as the packing list's tare, in its words
  'vgm.tare.range': pkl('pkl.weights.tareRange'),
  'vgm.packingList': {
    zh: (p) => `核实总重 ${p.vgm} kg 与装箱单毛重加皮重 ${p.expected} kg 相差 ${p.deviation} kg，超过 ${p.limit} kg：请核对。`,
    en: (p) => `A VGM of ${p.vgm} kg is ${p.deviation} kg off the packing list's gross plus tare (${p.expected} kg), more than ${p.limit} kg: check it.`,
  },
  'vgm.tolerance': {
    zh: (p) => `申报 ${p.declared} kg 与实测 ${p.measured} kg 相差 ${p.deviation} kg，超过允许的 ${p.limit} kg（±5% 或 1 吨取小）：可能被拒绝装船。`,
    en: (p) =>
      `Declared ${p.declared} kg against ${p.measured} kg measured: ${p.deviation} kg off, more than the ${p.limit} kg allowed (5% or 1 t, whichever is less); the box may not be loaded.`,
  },
  'vgm.signatory.capitals': {
    zh: () => '签署人姓名的拉丁字母须大写。',
    en: () => "The signatory's name is written in capitals.",
  },
  'vgm.declaration.accept': {
    zh: () => '须勾选同意声明后才能签署。',
    en: () => 'The declaration must be ticked before signing.',
  },
  'vgm.time.future': {
    zh: (p) => `${field(p, 'zh')} ${p.at} 晚于现在。`,
    en: (p) => `The ${field(p, 'en')} ${p.at} is in the future.`,
  },
  'vgm.time.beforeStuffing': {
    zh: (p) => `称重时间 ${p.at} 早于装箱时间 ${p.stuffedAt}。`,
    en: (p) => `The weighing time ${p.at} is before the stuffing at ${p.stuffedAt}.`,
  },
  'vgm.time.invalid': {
    zh: (p) => `${field(p, 'zh')} "${p.value}" 不是有效时间。`,
    en: (p) => `The ${field(p, 'en')} "${p.value}" is not a valid time.`,
  },
  'vgm.cutoff.passed': {
    zh: (p) => `VGM 截止时间（VCO ${p.at}）已过，不能再申报；请联系操作员。`,
    en: (p) => `The VGM cut-off (VCO ${p.at}) has passed: no more declarations; please ask the operator.`,
  },
  'vgm.cutoff.reason': {
    zh: (p) => `VGM 截止时间（VCO ${p.at}）已过：工作人员接受迟交的 VGM 须填写原因。`,
    en: (p) => `The VGM cut-off (VCO ${p.at}) has passed: staff accepting a late VGM must give a reason.`,
  },
  'vgm.immutable': {
    zh: () => '已声明的 VGM 不能修改：请申报新版本，旧版本将被替代。',
    en: () => 'A declared VGM is never edited: declare a new version, which supersedes it.',
  },
} satisfies Record<string, Render>;

export type VgmProblemCode = keyof typeof MESSAGES;
export const VGM_PROBLEM_CODES = Object.keys(MESSAGES) as VgmProblemCode[];
export const renderVgm = (code: VgmProblemCode, params: Params, lang: Lang): string => MESSAGES[code][lang](timesInWords(params));
