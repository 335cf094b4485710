import { orderStatusWords } from '../../contract/readySpace/public';
import { statusWords } from '../../contract/words';
import type { Bilingual } from '../../i18n/bilingual';
import type {
  ClassifierCode,
  DocumentTypeCode,
  EmptyIndicatorCode,
  EquipmentEventCode,
  EventType,
  FacilityTypeCode,
  ShipmentEventCode,
  TransportEventCode,
  TransportPhase,
} from './dcsaCodes';
import type { MilestoneKey } from './milestoneRanks';

/**
 * The DCSA codes of container events as a forwarder's screen names them (operations.md §5.1): the
 * Chinese a 操作 desk uses, the English of DCSA's own descriptions where it reads well. Keyed by the
 * code lists of `dcsaCodes.ts`, so a code without words does not compile. Statuses that other
 * modules show already (rejected, cancelled, completed, approved) are those modules' words.
 */

export const eventTypeWords: Record<EventType, Bilingual> = {
  EQUIPMENT: { zh: '箱事件', en: 'Equipment event' },
  TRANSPORT: { zh: '船舶事件', en: 'Transport event' },
  SHIPMENT: { zh: '单证事件', en: 'Document event' },
};

export const equipmentEventWords: Record<EquipmentEventCode, Bilingual> = {
  LOAD: { zh: '装船', en: 'Loaded' },
  DISC: { zh: '卸船', en: 'Discharged' },
  GTIN: { zh: '进场', en: 'Gated in' },
  GTOT: { zh: '出场', en: 'Gated out' },
  STUF: { zh: '装箱', en: 'Stuffed' },
  STRP: { zh: '拆箱', en: 'Stripped' },
  PICK: { zh: '提箱', en: 'Picked up' },
  DROP: { zh: '卸车交箱', en: 'Dropped off' },
  AVPU: { zh: '可提箱', en: 'Available for pick-up' },
  AVDO: { zh: '可交箱', en: 'Available for drop-off' },
  INSP: { zh: '查验', en: 'Inspected' },
  RSEA: { zh: '重新施封', en: 'Resealed' },
  RMVD: { zh: '移出', en: 'Removed' },
  CUSS: { zh: '海关选中机检', en: 'Customs selected for scan' },
  CUSI: { zh: '海关选中查验', en: 'Customs selected for inspection' },
  CUSR: { zh: '海关放行', en: 'Customs released' },
  CROS: { zh: '过境', en: 'Crossed the border' },
};

export const transportEventWords: Record<TransportEventCode, Bilingual> = {
  ARRI: { zh: '抵港', en: 'Arrived' },
  DEPA: { zh: '离港', en: 'Departed' },
};

export const shipmentEventWords: Record<ShipmentEventCode, Bilingual> = {
  RECE: { zh: '已接收', en: 'Received' },
  DRFT: { zh: '已出草稿', en: 'Drafted' },
  PENA: { zh: '待批准', en: 'Pending approval' },
  PENU: { zh: '待更新', en: 'Pending update' },
  PENC: { zh: '待确认', en: 'Pending confirmation' },
  CONF: orderStatusWords.CONFIRMED,
  REJE: statusWords.rejected,
  APPR: statusWords.approved,
  ISSU: { zh: '已签发', en: 'Issued' },
  SURR: { zh: '已交回', en: 'Surrendered' },
  SUBM: { zh: '已递交', en: 'Submitted' },
  VOID: statusWords.voided,
  REQS: { zh: '已申请', en: 'Requested' },
  CMPL: statusWords.completed,
  HOLD: { zh: '扣留', en: 'On hold' },
  RELS: { zh: '已放行', en: 'Released' },
  CANC: statusWords.cancelled,
};

export const classifierWords: Record<ClassifierCode, Bilingual> = {
  ACT: { zh: '实际时间', en: 'Actual time' },
  EST: { zh: '预计时间', en: 'Estimated time' },
  PLN: { zh: '计划时间', en: 'Planned time' },
  REQ: { zh: '要求时间', en: 'Requested time' },
};

export const emptyIndicatorWords: Record<EmptyIndicatorCode, Bilingual> = {
  EMPTY: { zh: '空箱', en: 'Empty' },
  LADEN: { zh: '重箱', en: 'Laden' },
};

export const facilityTypeWords: Record<FacilityTypeCode, Bilingual> = {
  BORD: { zh: '边境', en: 'Border' },
  BOCR: { zh: '边境口岸', en: 'Border crossing' },
  CLOC: { zh: '客户地点', en: 'Customer location' },
  COFS: { zh: '集装箱货运站（CFS）', en: 'Container freight station (CFS)' },
  COYA: { zh: '集装箱堆场', en: 'Container yard' },
  OFFD: { zh: '场外堆场', en: 'Off-dock storage' },
  DEPO: { zh: '空箱堆场', en: 'Depot' },
  INTE: { zh: '内陆港', en: 'Inland terminal' },
  POTE: { zh: '港口码头', en: 'Port terminal' },
  RAMP: { zh: '铁路场站', en: 'Ramp' },
  WAYP: { zh: '途经点', en: 'Waypoint' },
};

export const documentTypeWords: Record<DocumentTypeCode, Bilingual> = {
  CBR: { zh: '订舱申请', en: 'Carrier booking request' },
  BKG: { zh: '订舱确认', en: 'Booking confirmation' },
  SHI: { zh: '提单补料', en: 'Shipping instruction' },
  TRD: { zh: '运输单据（提单）', en: 'Transport document' },
  DEI: { zh: '交货指示', en: 'Delivery instructions' },
  DEO: { zh: '提货单', en: 'Delivery order' },
  TRO: { zh: '运输委托', en: 'Transport order' },
  CRO: { zh: '放箱单', en: 'Container release order' },
  ARN: { zh: '到货通知', en: 'Arrival notice' },
  VGM: { zh: '核实总重（VGM）', en: 'Verified gross mass' },
  CAS: { zh: '货物检验', en: 'Cargo survey' },
  CUC: { zh: '清关', en: 'Customs clearance' },
  DGD: { zh: '危险品申报', en: 'Dangerous goods declaration' },
  OOG: { zh: '超限货', en: 'Out of gauge' },
  CQU: { zh: '合约报价', en: 'Contract quotation' },
  INV: { zh: '发票', en: 'Invoice' },
  HCE: { zh: '卫生证书', en: 'Health certificate' },
  PCE: { zh: '植物检疫证书', en: 'Phytosanitary certificate' },
  VCE: { zh: '兽医卫生证书', en: 'Veterinary certificate' },
  FCE: { zh: '熏蒸证书', en: 'Fumigation certificate' },
  ICE: { zh: '检验证书', en: 'Inspection certificate' },
  CEA: { zh: '分析证书', en: 'Certificate of analysis' },
  CEO: { zh: '原产地证书', en: 'Certificate of origin' },
  SRM: { zh: '放货通知', en: 'Shipment release message' },
  CUS: { zh: '海关查验', en: 'Customs inspection' },
};

export const transportPhaseWords: Record<TransportPhase, Bilingual> = {
  EXPORT: { zh: '出口', en: 'Export' },
  IMPORT: { zh: '进口', en: 'Import' },
  TRANSSHIPMENT: { zh: '中转', en: 'Transhipment' },
};

/** The milestones of §5.5, as a timeline heads them. */
export const milestoneWords: Record<MilestoneKey, Bilingual> = {
  EMPTY_PICKED_UP: { zh: '提取空箱', en: 'Empty picked up at the depot' },
  STUFFED: { zh: '装箱完成', en: 'Stuffed' },
  GATED_IN_POL: { zh: '重箱进港', en: 'Full in at POL' },
  LOADED_POL: { zh: '起运港装船', en: 'Loaded at POL' },
  DEPARTED_POL: { zh: '起运港开船', en: 'Departed POL' },
  TS_ARRIVED: { zh: '抵达中转港', en: 'Arrived at transhipment port' },
  TS_DISCHARGED: { zh: '中转港卸船', en: 'Discharged at transhipment port' },
  TS_LOADED: { zh: '中转港装船', en: 'Loaded at transhipment port' },
  TS_DEPARTED: { zh: '中转港开船', en: 'Departed transhipment port' },
  ARRIVED_POD: { zh: '到达目的港', en: 'Arrived at POD' },
  DISCHARGED_POD: { zh: '目的港卸船', en: 'Discharged at POD' },
  CUSTOMS_RELEASED: { zh: '海关已放行', en: 'Customs released (POD)' },
  AVAILABLE: { zh: '可提货', en: 'Available at POD' },
  FULL_OUT_POD: { zh: '重箱出港', en: 'Full out at POD' },
  DELIVERED: { zh: '已送达/已拆箱', en: 'Delivered / stripped' },
  EMPTY_RETURNED: { zh: '空箱已还', en: 'Empty returned' },
};
