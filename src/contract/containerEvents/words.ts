import type { Bilingual } from '../../i18n/bilingual';
import { commonFieldWords } from '../words';
import { siFieldWords } from '../si/public';

const eventCode: Bilingual = { zh: '事件代码', en: 'Event code' };

/** The container events' fields as the maintenance form and the lists name them (issue 32): the server's refusals read them. */
export const containerEventFieldWords = {
  EVT_TYPE: { zh: '事件类别', en: 'Event type' },
  EVT_CODE: eventCode,
  EVT_CLASSIFIER: { zh: '时间类别', en: 'Time classifier' },
  EVT_AT: { zh: '事件时间', en: 'Event time' },
  EVT_EQUIPMENT_REF: siFieldWords.TBX_CNNO,
  EVT_ISO_CODE: { zh: '箱型代码', en: 'ISO type code' },
  EVT_EMPTY: { zh: '空/重', en: 'Empty / laden' },
  EVT_PHASE: { zh: '运输阶段', en: 'Transport phase' },
  EVT_LOCATION: { zh: '地点', en: 'Place' },
  EVT_FACILITY_CODE: { zh: '场站代码', en: 'Facility code' },
  EVT_FACILITY_PROVIDER: { zh: '场站代码来源', en: 'Facility code list' },
  EVT_FACILITY_TYPE: { zh: '场站类型', en: 'Facility type' },
  EVT_MODE: { zh: '运输方式', en: 'Mode' },
  EVT_VESSEL_IMO: { zh: 'IMO 号', en: 'IMO number' },
  EVT_VESSEL_NAME: commonFieldWords.VesselName,
  EVT_VOYAGE: commonFieldWords.Voyage,
  EVT_DOC_TYPE: { zh: '单证类型', en: 'Document type' },
  EVT_DOC_REF: { zh: '单证编号', en: 'Document reference' },
  EVT_SOURCE_ID: { zh: '来源事件编号', en: 'Publisher’s event id' },
  EVT_UPDATED_AT: { zh: '来源更新时间', en: 'Publisher’s update time' },
  EVT_DELAY_REASON: { zh: '延误原因', en: 'Delay reason' },
  EVT_REMARK: commonFieldWords.Remark,
  EVT_ID: commonFieldWords.Event,
  EVT_PUBLISHER: commonFieldWords.Source,
  EVT_CGO_ID: { zh: '订舱', en: 'Booking' },
  Reason: commonFieldWords.Reason,
  CNNO: siFieldWords.TBX_CNNO,
  CGO_ID: { zh: '订舱编号', en: 'Booking (CGO_ID)' },
  BlNo: commonFieldWords.BlNo,
  Vessel: commonFieldWords.VesselName,
  Voyage: commonFieldWords.Voyage,
  Code: eventCode,
  View: { zh: '视图', en: 'View' },
  From: commonFieldWords.From,
  To: commonFieldWords.To,
} satisfies Record<string, Bilingual>;
