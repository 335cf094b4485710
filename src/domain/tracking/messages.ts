/**
 * The words of the container-event check, in both languages, like `src/domain/si/messages.ts`: a
 * problem is language-neutral on the wire (`Code`, `Params`); `Message` is one rendering of it.
 */
import { renderProblem as renderSiProblem } from '../si/public';
import { timesInWords } from '../refdata/public';

export type TrackingLang = 'zh' | 'en';
export type TrackingParams = Readonly<Record<string, string | number>>;

type Render = { zh: (p: TrackingParams) => string; en: (p: TrackingParams) => string };

const MESSAGES = {
  'type.unknown': {
    zh: (p: TrackingParams) => `事件类别 "${p.value}" 未知（应为 EQUIPMENT、TRANSPORT 或 SHIPMENT）。`,
    en: (p: TrackingParams) => `The event type "${p.value}" is unknown (EQUIPMENT, TRANSPORT or SHIPMENT).`,
  },
  'code.unknown': {
    zh: (p: TrackingParams) => `"${p.value}" 不是 ${p.type} 事件的 DCSA 代码（可用：${p.allowed}）。`,
    en: (p: TrackingParams) => `"${p.value}" is not a DCSA code of a ${p.type} event (allowed: ${p.allowed}).`,
  },
  'classifier.unknown': {
    zh: (p: TrackingParams) => `时间类别 "${p.value}" 未知（应为 ACT 实际、EST 预计或 PLN 计划）。`,
    en: (p: TrackingParams) => `The time classifier "${p.value}" is unknown (ACT actual, EST estimated or PLN planned).`,
  },
  'time.invalid': {
    zh: (p: TrackingParams) => `时间 "${p.value}" 不是带时区的时间（如 2026-03-02T09:30:00+08:00）。`,
    en: (p: TrackingParams) => `The time "${p.value}" is not a time with its zone offset (e.g. 2026-03-02T09:30:00+08:00).`,
  },
  'time.future': {
    zh: (p: TrackingParams) => `实际事件的时间 ${p.value} 晚于现在 ${p.hours} 小时以上；将来的时间请记为预计（EST）或计划（PLN）。`,
    en: (p: TrackingParams) =>
      `An actual event at ${p.value} is more than ${p.hours} h in the future; record a future time as estimated (EST) or planned (PLN).`,
  },
  'container.missing': {
    zh: () => '箱事件必须填写箱号。',
    en: () => 'An equipment event needs the container number.',
  },
  // the SI check's words for the same fault: one text for a mistyped container number
  'container.shape': {
    zh: (p: TrackingParams) => renderSiProblem('container.shape', p, 'zh'),
    en: (p: TrackingParams) => renderSiProblem('container.shape', p, 'en'),
  },
  'container.checkDigit': {
    zh: (p: TrackingParams) => `"${p.value}" 的 ISO 6346 校验码不对：有字符输错了。`,
    en: (p: TrackingParams) => `"${p.value}" fails the ISO 6346 check digit: a character is mistyped.`,
  },
  'empty.missing': {
    zh: () => '箱事件必须注明空箱（EMPTY）或重箱（LADEN）。',
    en: () => 'An equipment event says whether the box is EMPTY or LADEN.',
  },
  'empty.unknown': {
    zh: (p: TrackingParams) => `"${p.value}" 既不是 EMPTY 也不是 LADEN。`,
    en: (p: TrackingParams) => `"${p.value}" is neither EMPTY nor LADEN.`,
  },
  'empty.notApplicable': {
    zh: () => '只有箱事件才注明空箱或重箱。',
    en: () => 'Only an equipment event says EMPTY or LADEN.',
  },
  'empty.inconsistent': {
    zh: (p: TrackingParams) => `${p.code} 之后箱子是 ${p.expected}，不是 ${p.value}。`,
    en: (p: TrackingParams) => `After ${p.code} the box is ${p.expected}, not ${p.value}.`,
  },
  'location.missing': {
    zh: () => '必须填写事件地点（UN/LOCODE，如 CNSHA）。',
    en: () => 'The place of the event is required (a UN/LOCODE, e.g. CNSHA).',
  },
  'location.shape': {
    zh: (p: TrackingParams) => `地点 "${p.value}" 不是 UN/LOCODE（2 位国家代码加 3 位字符，如 CNSHA）。`,
    en: (p: TrackingParams) => `The place "${p.value}" is not a UN/LOCODE (2-letter country and 3 characters, e.g. CNSHA).`,
  },
  'location.unknown': {
    zh: (p: TrackingParams) => `地点 "${p.value}" 不在已知港口（UN/LOCODE）列表中。`,
    en: (p: TrackingParams) => `The place "${p.value}" is not a known port (UN/LOCODE).`,
  },
  'facility.code': {
    zh: (p: TrackingParams) => `场站代码 "${p.value}" 应为 1 到 6 位、不含空格、不含 UN/LOCODE 的 SMDG 或 BIC 代码。`,
    en: (p: TrackingParams) => `The facility code "${p.value}" must be an SMDG or BIC code of 1 to 6 characters, no spaces, without the UN/LOCODE.`,
  },
  'facility.provider': {
    zh: (p: TrackingParams) => `场站代码须注明来源 SMDG 或 BIC（现为 "${p.value}"）。`,
    en: (p: TrackingParams) => `A facility code names its list, SMDG or BIC (given: "${p.value}").`,
  },
  'facility.type': {
    zh: (p: TrackingParams) => `场站类型 "${p.value}" 未知（可用：${p.allowed}）。`,
    en: (p: TrackingParams) => `The facility type "${p.value}" is unknown (allowed: ${p.allowed}).`,
  },
  'phase.unknown': {
    zh: (p: TrackingParams) => `运输阶段 "${p.value}" 未知（EXPORT、IMPORT 或 TRANSSHIPMENT）。`,
    en: (p: TrackingParams) => `The transport phase "${p.value}" is unknown (EXPORT, IMPORT or TRANSSHIPMENT).`,
  },
  'mode.missing': {
    zh: () => '船舶事件必须注明运输方式（VESSEL、BARGE、RAIL 或 TRUCK）。',
    en: () => 'A transport event names its mode (VESSEL, BARGE, RAIL or TRUCK).',
  },
  'mode.unknown': {
    zh: (p: TrackingParams) => `运输方式 "${p.value}" 未知（VESSEL、BARGE、RAIL 或 TRUCK）。`,
    en: (p: TrackingParams) => `The mode "${p.value}" is unknown (VESSEL, BARGE, RAIL or TRUCK).`,
  },
  'vessel.missing': {
    zh: () => '船舶的抵港/离港事件须填写船名或 IMO 号。',
    en: () => 'A vessel arrival or departure names the vessel (name or IMO number).',
  },
  'vessel.imo': {
    zh: (p: TrackingParams) => `"${p.value}" 不是有效的 IMO 号（7 位数字，最后一位为校验码）。`,
    en: (p: TrackingParams) => `"${p.value}" is not a valid IMO number (7 digits, the last one a check digit).`,
  },
  'document.type': {
    zh: (p: TrackingParams) => `单证类型 "${p.value}" 未知（可用：${p.allowed}）。`,
    en: (p: TrackingParams) => `The document type "${p.value}" is unknown (allowed: ${p.allowed}).`,
  },
  'document.ref': {
    zh: () => '单证事件必须填写单证编号。',
    en: () => 'A document event needs the document reference.',
  },
} satisfies Record<string, Render>;

export type TrackingProblemCode = keyof typeof MESSAGES;
export const TRACKING_PROBLEM_CODES = Object.keys(MESSAGES) as TrackingProblemCode[];

export function renderProblem(code: TrackingProblemCode, params: TrackingParams, lang: TrackingLang): string {
  return MESSAGES[code][lang](timesInWords(params));
}
