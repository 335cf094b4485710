import { codeWords } from './codeWords';
import { containerEventFieldWords as F } from '../../contract/containerEvents/words';
import type { Bilingual } from '../../i18n/bilingual';
import { commonWords } from '../../i18n/commonWords';
import { defineWords } from '../../i18n/words';

/** A timeline event's state in words. */
export const stateWords = {
  KEPT: { zh: '有效', en: 'Kept' },
  DUPLICATE: { zh: '重复', en: 'Duplicate' },
  SUPERSEDED: { zh: '已被新版本替代', en: 'Superseded' },
  RETRACTED: { zh: '已撤回', en: 'Retracted' },
  RETRACTION: { zh: '撤回记录', en: 'Retraction' },
} satisfies Record<string, Bilingual>;

/** The two container-event screens' words (the DCSA codes' words are src/domain/tracking/words.ts). */
export const containerEventWords = defineWords({
  container: F.EVT_EQUIPMENT_REF,
  type: F.EVT_TYPE,
  code: F.EVT_CODE,
  classifier: F.EVT_CLASSIFIER,
  at: F.EVT_AT,
  empty: F.EVT_EMPTY,
  location: F.EVT_LOCATION,
  facilityType: F.EVT_FACILITY_TYPE,
  mode: F.EVT_MODE,
  phase: F.EVT_PHASE,
  vessel: commonWords.vessel,
  voyage: commonWords.voyage,
  docType: F.EVT_DOC_TYPE,
  docRef: F.EVT_DOC_REF,
  remark: commonWords.remarks,
  reason: commonWords.reason,
  source: commonWords.source,
  booking: commonWords.cgoId,
  blNo: F.BlNo,
  cancel: commonWords.cancel,
  close: commonWords.close,
  actions: commonWords.actions,
  addEvent: { zh: '新增箱动态', en: 'Add an event' },
  importEvents: { zh: '导入箱动态', en: 'Import events' },
  pickSheet: { zh: '选择文件…', en: 'Choose…' },
  retract: { zh: '撤回', en: 'Retract' },
  retractTitle: (cnno: string, code: string) => ({ zh: `撤回 ${cnno} 的 ${code} 事件`, en: `Retract the ${code} event of ${cnno}` }),
  retracted: stateWords.RETRACTED,
  retractedDone: { zh: '事件已撤回，原事件仍保留并划线显示。', en: 'Retracted; the event stays, struck through.' },
  addedDone: { zh: '事件已保存。', en: 'Event saved.' },
  duplicateDone: { zh: '同一来源事件已存在，未作改动。', en: 'The same publisher event is already stored; nothing changed.' },
  supersededDone: { zh: '来源事件已更新为较新的版本。', en: 'The publisher event was replaced by its newer version.' },
  gatedIn: (n: number) => ({ zh: `重箱进港：${n} 张装箱单已关闭。`, en: `Gated in: ${n} packing list(s) closed.` }),
  anomalies: { zh: '异常', en: 'Anomalies' },
  latestGrid: { zh: '在途订舱各箱的最新动态', en: 'Latest event of each container on live bookings' },
  importHint: {
    zh: '表头可用字段名（EVT_TYPE、EVT_CODE、EVT_CLASSIFIER、EVT_AT、EVT_EQUIPMENT_REF、EVT_EMPTY、EVT_LOCATION…）；时间须带时区，如 2026-03-02T09:30:00+08:00。',
    en: 'Head the columns with the field names (EVT_TYPE, EVT_CODE, EVT_CLASSIFIER, EVT_AT, EVT_EQUIPMENT_REF, EVT_EMPTY, EVT_LOCATION…); times carry their zone, e.g. 2026-03-02T09:30:00+08:00.',
  },
  localDate: { zh: '当地时间', en: 'Local time' },
  offset: { zh: '时区', en: 'Zone offset' },
  zoneNamed: (zone: string) => ({ zh: `（${zone}）`, en: ` (${zone})` }),
  noZone: { zh: '（地点未登记时区）', en: ' (the place names no zone)' },
  /** The offset the publisher sent is not the place's zone's at that moment: shown as sent, the zone not claimed. */
  zoneDiffers: (zone: string) => ({
    zh: `（${zone}；发布方所报时差与当地时间不符，已换算为当地时间）`,
    en: ` (${zone}; the publisher's offset was not the local clock's, shown in local time)`,
  }),
  search: { zh: '查询箱动态', en: 'Search events' },
  searchHint: {
    zh: '按箱号、货物编号（CGO_ID）、提单号或船名航次查询；点选一行查看该箱的时间线。',
    en: 'Search by container, booking, B/L or vessel and voyage; pick a row for its container’s timeline.',
  },
  timelineOf: (cnno: string) => ({ zh: `${cnno} 的时间线`, en: `Timeline of ${cnno}` }),
  milestones: { zh: '节点', en: 'Milestones' },
  rawEvents: { zh: '全部事件（含撤回与被替代的版本）', en: 'Every event (retracted and superseded ones too)' },
  noMilestone: { zh: '尚无节点', en: 'No milestone yet' },
  state: commonWords.status,
  /** A DCSA code picked by its words: `GTIN（进场）`, `GTIN — Gated in`. */
  codeOption: (code: string) => ({ zh: `${code}（${codeWords(code).zh}）`, en: `${code} — ${codeWords(code).en}` }),
  openTimeline: { zh: '时间线', en: 'Timeline' },
  problems: { zh: '请先修正：', en: 'Fix these first:' },
  /** Who published an event, as a person reads it (publisher.ts). */
  publisherManual: { zh: '手工录入', en: 'Typed in by staff' },
  publisherImport: { zh: 'Excel 导入', en: 'Imported from Excel' },
  publisherSimTerminal: { zh: '模拟码头', en: 'Simulated terminal' },
  publisherSimCarrier: { zh: '模拟船公司', en: 'Simulated carrier' },
  publisherSimulated: commonWords.simulated,
});

/** An anomaly's words (operations.md §5.5 evt.anomaly), and the flag a retracted gate-in leaves. */
export const anomalyWords: Record<string, Bilingual> = {
  sequence: { zh: '顺序异常：早于其后的节点发生在后', en: 'Out of sequence: an earlier step reported after a later one' },
  discWithoutLoad: { zh: '卸船前无装船记录', en: 'Discharged without a load' },
  loadOffRoute: { zh: '装船港不在航线上', en: 'Loaded at a port off the route' },
  vesselNotOnBooking: { zh: '船舶不在订舱上', en: 'A vessel not on the booking' },
  gateInStands: { zh: '撤回进港：装箱单保持已进港（不自动重开）', en: 'Gate-in retracted: the packing list stays gated in (not reopened)' },
};

/** The zone said beside an event's time (evt.tz): the place's zone; none registered; or the publisher's offset, which the zone did not read then. */
export function zoneWords(row: { Zone: string; ZoneAgrees: boolean }): Bilingual {
  const w = containerEventWords;
  if (!row.Zone) return w.noZone;
  return row.ZoneAgrees ? w.zoneNamed(row.Zone) : w.zoneDiffers(row.Zone);
}
