import type { Bilingual } from '../../i18n/bilingual';
import type { RefProblem, RefType } from './refs';

/** Why a reference was refused (Subscribe's per-reference refusals), in both languages. */
export const refProblemWords: Record<RefProblem | 'alreadyTracked', Bilingual> = {
  refBlank: { zh: '跟踪号为空', en: 'The reference is blank' },
  refTooLong: { zh: '跟踪号超过 35 个字符', en: 'The reference is longer than 35 characters' },
  refType: { zh: '跟踪号类型只能是箱号、订舱号、船东提单号或货代提单号', en: 'The reference type must be container, booking, master B/L or house B/L' },
  containerShape: { zh: '箱号须为 4 个字母加 7 位数字（ISO 6346）', en: 'A container number is 4 letters and 7 digits (ISO 6346)' },
  containerCheckDigit: { zh: '箱号校验位不符（ISO 6346）', en: 'The container number’s check digit is wrong (ISO 6346)' },
  carrierRequired: { zh: '无法从箱主代码判断承运人：请选择承运人', en: 'The carrier cannot be told from the owner code: choose the carrier' },
  carrierUnknown: { zh: '未知的承运人代码', en: 'Unknown carrier code' },
  alreadyTracked: { zh: '已在跟踪中', en: 'Already tracked' },
};

export const refTypeWords: Record<RefType, Bilingual> = {
  CONTAINER: { zh: '按箱号', en: 'By container number' },
  BOOKING: { zh: '订舱号', en: 'Booking number' },
  MBL: { zh: '船东提单号', en: 'Master B/L' },
  HBL: { zh: '货代提单号', en: 'House B/L' },
};

/** The exceptions a tracked shipment shows in the list (§12.1 codes the control tower computes too). */
export const trackExceptionWords: Record<'ETA_SLIP' | 'CUSTOMS_HOLD' | 'ANOMALY', Bilingual> = {
  ETA_SLIP: { zh: '预计到港推迟超过 24 小时', en: 'ETA moved more than 24 hours' },
  CUSTOMS_HOLD: { zh: '海关查验扣留', en: 'Held by customs' },
  ANOMALY: { zh: '事件顺序异常', en: 'Events out of sequence' },
};
