import type { Bilingual } from '../../i18n/bilingual';
import { commonFieldWords } from '../words';
import { containerEventFieldWords } from '../containerEvents/words';

/** The tracking calls' fields as the pages and the refusals name them. */
const reference: Bilingual = { zh: '跟踪号', en: 'Reference' };

export const freightTrackFieldWords = {
  Id: { zh: '跟踪编号', en: 'Tracking id' },
  Refs: { zh: '跟踪号列表', en: 'References' },
  TRK_REF: reference,
  /** The list's filter on the reference. */
  Ref: reference,
  TRK_REF_TYPE: { zh: '跟踪号类型', en: 'Reference type' },
  TRK_CARRIER: commonFieldWords.CarrierCode,
  Status: { zh: '跟踪状态', en: 'Tracking state' },
  Carrier: commonFieldWords.CarrierCode,
  Vessel: commonFieldWords.VesselName,
  Voyage: commonFieldWords.Voyage,
  POL: commonFieldWords.PolCode,
  POD: commonFieldWords.PodCode,
  Delayed: { zh: '仅看延误', en: 'Delayed only' },
  Customer: commonFieldWords.CustomerCompanyId,
  Milestone: { zh: '最新节点', en: 'Latest milestone' },
  ETD: { zh: '预计离港', en: 'ETD' },
  ATD: { zh: '实际离港时间', en: 'ATD (actual departure)' },
  ETA: commonFieldWords.Eta,
  ATA: { zh: '实际到港时间', en: 'ATA (actual arrival)' },
  DelayHours: { zh: '延误（小时）', en: 'Delay (hours)' },
  Exceptions: { zh: '异常', en: 'Exceptions' },
  CGO_ID: containerEventFieldWords.CGO_ID,
  CreatedAt: { zh: '添加时间', en: 'Added' },
} satisfies Record<string, Bilingual>;
