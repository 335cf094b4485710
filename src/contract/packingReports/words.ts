import type { Bilingual } from '../../i18n/bilingual';
import { siFieldWords } from '../si/public';
import { commonFieldWords } from '../words';
import { packingEventWords as packingContractEventWords, packingFieldWords, packingRefusalWords } from '../packing/public';

/** A value a mismatch names (a container, a weight, a slot). */
type V = string | number;

/**
 * Each mismatch the per-container reconciliation names (operations.md §3.6 `SplitDetail`:
 * booked slot ↔ packing list ↔ SI box ↔ VGM), in both languages with its values. The codes are
 * src/domain/packingReports/reconcile.ts's, which passes the values in the order written here (and keeps
 * them by name in `Params`); the screen, the API answer and the tests read them here.
 */
export const reconcileWords = {
  'slot.noPackingList': (type: V, slot: V): Bilingual => ({
    zh: `订舱的 ${type} 第 ${slot} 个箱位还没有装箱单。`,
    en: `Booked ${type} slot ${slot} has no packing list yet.`,
  }),
  'pkl.notBooked': (pkl: V, type: V, slot: V, booked: V): Bilingual => ({
    zh: `装箱单 ${pkl} 的箱型 ${type} 第 ${slot} 个箱位不在订舱里（订了 ${booked} 个）。`,
    en: `Packing list ${pkl} holds ${type} slot ${slot}, which the booking does not have (${booked} booked).`,
  }),
  'pkl.noContainer': (pkl: V): Bilingual => ({
    zh: `装箱单 ${pkl} 还没有填写箱号。`,
    en: `Packing list ${pkl} has no container number yet.`,
  }),
  'cnno.notBooked': (container: V, booked: V): Bilingual => ({
    zh: `箱 ${container} 不在订舱的箱号里（${booked}）。`,
    en: `Container ${container} is not among the booking's container numbers (${booked}).`,
  }),
  'si.none': (container: V): Bilingual => ({
    zh: `箱 ${container} 在装箱单上，但订舱还没有提单补料。`,
    en: `Container ${container} is on a packing list, but the booking has no SI yet.`,
  }),
  'si.missing': (container: V, pkl: V): Bilingual => ({
    zh: `箱 ${container} 在装箱单 ${pkl} 上，但不在任何提单补料上。`,
    en: `Container ${container} is on packing list ${pkl} but on no SI.`,
  }),
  'si.noPackingList': (container: V, si: V): Bilingual => ({
    zh: `提单补料 ${si} 上的箱 ${container} 没有有效装箱单。`,
    en: `Container ${container} of SI ${si} is on no live packing list.`,
  }),
  'type.differs': (pkl: V, si: V): Bilingual => ({
    zh: `箱型不一致：装箱单 ${pkl}，提单补料 ${si}。`,
    en: `The container type differs: ${pkl} on the packing list, ${si} on the SI.`,
  }),
  'seal.differs': (pkl: V, si: V): Bilingual => ({
    zh: `封号不一致：装箱单 ${pkl}，提单补料 ${si}。`,
    en: `The seal differs: ${pkl} on the packing list, ${si} on the SI.`,
  }),
  'packages.differ': (pkl: V, si: V): Bilingual => ({
    zh: `件数不一致：装箱单 ${pkl}，提单补料 ${si}。`,
    en: `The packages differ: ${pkl} on the packing list, ${si} on the SI.`,
  }),
  'weight.differs': (pkl: V, si: V): Bilingual => ({
    zh: `毛重不一致：装箱单 ${pkl} KGS，提单补料 ${si} KGS。`,
    en: `The gross weight differs: ${pkl} kg on the packing list, ${si} kg on the SI.`,
  }),
  'volume.differs': (pkl: V, si: V): Bilingual => ({
    zh: `体积不一致：装箱单 ${pkl} CBM，提单补料 ${si} CBM。`,
    en: `The volume differs: ${pkl} m³ on the packing list, ${si} m³ on the SI.`,
  }),
  'hs.differs': (pkl: V, si: V): Bilingual => ({
    zh: `HS 编码不一致：装箱单 ${pkl}，提单补料 ${si}。`,
    en: `The HS codes differ: ${pkl} on the packing list, ${si} on the SI.`,
  }),
  'vgm.missing': (container: V): Bilingual => ({
    zh: `箱 ${container} 还没有 VGM。`,
    en: `Container ${container} has no VGM yet.`,
  }),
  'vgm.belowCargo': (vgm: V, cargo: V, tare: V, total: V): Bilingual => ({
    zh: `VGM ${vgm} KGS 小于货重 ${cargo} KGS 加箱皮重 ${tare} KGS（${total} KGS）。`,
    en: `The VGM of ${vgm} kg is below cargo ${cargo} kg plus tare ${tare} kg (${total} kg).`,
  }),
  'vgm.overMax': (vgm: V, max: V): Bilingual => ({
    zh: `VGM ${vgm} KGS 超过箱子最大总重 ${max} KGS。`,
    en: `The VGM of ${vgm} kg is over the container's max gross of ${max} kg.`,
  }),
  'vgm.rejected': (container: V, version: V): Bilingual => ({
    zh: `箱 ${container} 的 VGM 第 ${version} 版被承运人拒绝。`,
    en: `Version ${version} of container ${container}'s VGM was rejected by the carrier.`,
  }),
  'vgm.terminalRejected': (container: V, version: V): Bilingual => ({
    zh: `箱 ${container} 的 VGM 第 ${version} 版被码头拒绝。`,
    en: `Version ${version} of container ${container}'s VGM was refused by the terminal.`,
  }),
  'vgm.deviation': (declared: V, measured: V, deviation: V, limit: V): Bilingual => ({
    zh: `申报 VGM ${declared} KGS，码头实测 ${measured} KGS，相差 ${deviation} KGS，超过允许的 ${limit} KGS（±5% 或 1 吨取小）。`,
    en: `A VGM of ${declared} kg declared, ${measured} kg weighed at the terminal: ${deviation} kg off, more than the ${limit} kg allowed (5% or 1 t, whichever is less).`,
  }),
} as const;
export type ReconcileCode = keyof typeof reconcileWords;

/** What the print sheet (PDF and preview) calls things: one table both renderers read. */
export const printWords = {
  title: { zh: '集装箱装箱单', en: 'Container Load Plan' },
  booking: { zh: '订舱号', en: 'Booking no.' },
  carrier: commonFieldWords.CarrierCode,
  vesselVoyage: { zh: '船名/航次', en: 'Vessel / voyage' },
  loading: siFieldWords.TBI_LOADING_CODE,
  discharge: siFieldWords.TBI_DISCHARGE_CODE,
  delivery: commonFieldWords.PlaceOfDelivery,
  cutOffs: commonFieldWords.CutOffs,
  clock: (zone: string): Bilingual => ({ zh: `（${zone} 当地时间）`, en: `(local time, ${zone})` }),
  container: siFieldWords.TBX_CNNO,
  type: siFieldWords.TBX_TYPE,
  seal: siFieldWords.TBX_SEALNO,
  tare: { zh: '箱皮重', en: 'Tare' },
  maxGross: { zh: '最大总重', en: 'Max gross' },
  emptyDepot: { zh: '提箱点', en: 'Empty depot' },
  terminal: packingFieldWords.PKL_RETURN_TERMINAL,
  stuffing: { zh: '装箱地点/时间', en: 'Stuffed at / on' },
  truck: { zh: '车牌/司机', en: 'Truck / driver' },
  seq: { zh: '序号', en: 'No.' },
  marks: siFieldWords.TBD_MARKS,
  goods: { zh: '货名', en: 'Goods' },
  hs: { zh: 'HS 编码', en: 'HS code' },
  packages: { zh: '件数/包装', en: 'Packages' },
  gross: { zh: '毛重(KGS)', en: 'Gross (kg)' },
  volume: { zh: '体积(CBM)', en: 'Volume (m³)' },
  totals: { zh: '总计', en: 'Total' },
  shipperSign: { zh: '发货人/装箱人签字', en: 'Shipper / packer' },
  driverSign: { zh: '司机签字', en: 'Driver' },
  terminalSign: { zh: '码头/堆场签收', en: 'Terminal / depot' },
  printedAt: (at: string): Bilingual => ({ zh: `打印于 ${at}`, en: `Printed ${at}` }),
} as const;

/** What each event of a packing list's history says happened: the packing contract's words (one list). */
export const packingEventWords: Readonly<Record<string, Bilingual>> = packingContractEventWords;

/** Who did it, when it was no employee (doc_events actor kinds). */
export const eventActorWords = {
  /** An event type this screen has no words for yet: its name as written. */
  unknown: (type: string): Bilingual => ({ zh: `事件 ${type}`, en: `Event ${type}` }),
} as const;

/** The screens' refusals. */
export const reportRefusalWords = {
  noPackingList: packingRefusalWords.notFound,
  eventsWhich: { zh: '请指定一个装箱单（Id）或一个订舱（CGO_ID），二者选一。', en: 'Name one packing list (Id) or one booking (CGO_ID), not both.' },
} as const;
